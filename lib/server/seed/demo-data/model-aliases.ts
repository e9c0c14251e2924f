import 'server-only';

// How Iranian shoppers write model names in Persian letters; words not listed stay as they are.
const PERSIAN_WORDS: Record<string, string> = {
  galaxy: 'گلکسی',
  iphone: 'آیفون',
  ipad: 'آیپد',
  airpods: 'ایرپادز',
  macbook: 'مک بوک',
  watch: 'واچ',
  ultra: 'اولترا',
  pro: 'پرو',
  plus: 'پلاس',
  max: 'مکس',
  mini: 'مینی',
  lite: 'لایت',
  neo: 'نئو',
  note: 'نوت',
  redmi: 'ردمی',
  poco: 'پوکو',
  nova: 'نوا',
  tab: 'تب',
  pad: 'پد',
  buds: 'بادز',
  air: 'ایر',
  flip: 'فلیپ',
  edge: 'اج',
  moto: 'موتو',
  magic: 'مجیک',
};

/** The model name in Persian letters, e.g. "Galaxy S25 Ultra 5G" → "گلکسی S25 اولترا 5G"; null when nothing changes. */
export function persianModelAlias(model: string): string | null {
  let changed = false;
  const alias = model
    .split(/\s+/)
    .map((word) => {
      const persian = PERSIAN_WORDS[word.toLowerCase()];
      if (persian) changed = true;
      return persian ?? word;
    })
    .join(' ');
  return changed ? alias : null;
}
