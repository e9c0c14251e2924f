import 'server-only';

export const shopName = 'ویترین';

export const companyTexts = {
  footerCopyright: '© ۱۴۰۵ کلیه حقوق مادی و معنوی این وب‌سایت متعلق به فروشگاه اینترنتی ویترین است.',
  footerAbout:
    'ویترین فروشگاه تخصصی گوشی موبایل، تبلت، لپ‌تاپ و لوازم جانبی است. همه کالاها با ضمانت اصالت و گارانتی معتبر عرضه می‌شوند و می‌توانید آن‌ها را نقدی یا به صورت اقساطی و بدون ضامن خریداری کنید. ارسال به سراسر کشور انجام می‌شود و در تهران، اصفهان و مشهد امکان تحویل حضوری از شعبه وجود دارد.',
  promotionGalleryUrl: '/shop?discount=1',
  loginImages: ['خرید اقساطی بدون ضامن', 'ضمانت اصالت کالا', 'ارسال سریع به سراسر کشور'],
} as const;

export const companyAddressDefs = [
  {
    title: 'دفتر مرکزی',
    address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم',
    tell: '021-88776655',
    postalCode: '1966733511',
  },
  {
    title: 'دفتر اصفهان',
    address: 'اصفهان، خیابان چهارباغ بالا، مجتمع تجاری پارک، طبقه دوم، واحد ۲۱۴',
    tell: '031-36654321',
    postalCode: '8174673441',
  },
] as const;

export const departmentDefs = [
  { title: 'فروش', tell: '021-88776650', email: 'sales@vitrin.example' },
  { title: 'خدمات پس از فروش', tell: '021-88776651', email: 'support@vitrin.example' },
  { title: 'فروش اقساطی', tell: '021-88776652', email: 'loan@vitrin.example' },
  { title: 'فروش سازمانی', tell: '021-88776653', email: 'b2b@vitrin.example' },
] as const;

const workingHours = 'شنبه تا چهارشنبه ۹ تا ۲۰، پنجشنبه ۹ تا ۱۴';

export type BranchDef = {
  title: string;
  kind: 'branch' | 'agency';
  province: string;
  city: string;
  address: string;
  tell: string;
  lat: string;
  lng: string;
  workingHours: string;
};

export const branchDefs: readonly BranchDef[] = [
  {
    title: 'شعبه مرکزی تهران',
    kind: 'branch',
    province: 'تهران',
    city: 'تهران',
    address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، همکف',
    tell: '021-88776660',
    lat: '35.7575',
    lng: '51.4098',
    workingHours,
  },
  {
    title: 'شعبه اصفهان',
    kind: 'branch',
    province: 'اصفهان',
    city: 'اصفهان',
    address: 'اصفهان، خیابان چهارباغ بالا، مجتمع تجاری پارک، همکف، واحد ۱۸',
    tell: '031-36654300',
    lat: '32.6425',
    lng: '51.6682',
    workingHours,
  },
  {
    title: 'شعبه مشهد',
    kind: 'branch',
    province: 'خراسان رضوی',
    city: 'مشهد',
    address: 'مشهد، بلوار سجاد، نبش بهار ۱۲، ساختمان آفتاب، طبقه همکف',
    tell: '051-37612345',
    lat: '36.3259',
    lng: '59.5617',
    workingHours,
  },
  {
    title: 'نمایندگی شیراز',
    kind: 'agency',
    province: 'فارس',
    city: 'شیراز',
    address: 'شیراز، خیابان ملاصدرا، روبروی پاساژ مهستان، پلاک ۱۱۲',
    tell: '071-32345678',
    lat: '29.6265',
    lng: '52.5292',
    workingHours,
  },
  {
    title: 'نمایندگی تبریز',
    kind: 'agency',
    province: 'آذربایجان شرقی',
    city: 'تبریز',
    address: 'تبریز، خیابان امام خمینی، جنب پاساژ سعدی، طبقه اول',
    tell: '041-35556677',
    lat: '38.0736',
    lng: '46.2962',
    workingHours,
  },
  {
    title: 'نمایندگی کرج',
    kind: 'agency',
    province: 'البرز',
    city: 'کرج',
    address: 'کرج، میدان آزادگان، ابتدای بلوار جمهوری، پلاک ۴۸',
    tell: '026-32214455',
    lat: '35.8327',
    lng: '50.9915',
    workingHours,
  },
  {
    title: 'نمایندگی اهواز',
    kind: 'agency',
    province: 'خوزستان',
    city: 'اهواز',
    address: 'اهواز، کیانپارس، خیابان ۱۲ غربی، پلاک ۷',
    tell: '061-33378899',
    lat: '31.3203',
    lng: '48.6692',
    workingHours,
  },
  {
    title: 'نمایندگی رشت',
    kind: 'agency',
    province: 'گیلان',
    city: 'رشت',
    address: 'رشت، خیابان مطهری، نبش کوچه صفا، مجتمع گلسار',
    tell: '013-33312244',
    lat: '37.2808',
    lng: '49.5832',
    workingHours,
  },
];
