import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the allowed rich-text tags', () => {
    const html = '<h3>پوشش</h3><p>متن <strong>مهم</strong> و <em>تاکید</em><br></p><ul><li>یک</li></ul><ol><li>دو</li></ol><h4>ریز</h4><b>ب</b><i>ا</i>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>پوشش</h3><p>متن <strong>مهم</strong> و <em>تاکید</em><br /></p><ul><li>یک</li></ul><ol><li>دو</li></ol><h4>ریز</h4><b>ب</b><i>ا</i>',
    );
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeRichText('<p>سلام</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>سلام</p>');
  });

  it('removes event handler and style attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">متن</p><img src=x onerror="alert(1)">')).toBe('<p>متن</p>');
  });

  it('removes javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">بزن</a>')).toBe('<a rel="noopener noreferrer nofollow">بزن</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">بزن</a>')).toBe('<a rel="noopener noreferrer nofollow">بزن</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps safe links and marks them nofollow', () => {
    expect(sanitizeRichText('<a href="https://example.com/a" target="_blank" onmouseover="x()">شرایط</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow">شرایط</a>',
    );
    expect(sanitizeRichText('<a href="/faq">سوالات</a>')).toBe('<a href="/faq" rel="noopener noreferrer nofollow">سوالات</a>');
    expect(sanitizeRichText('<a href="tel:02100000000">تماس</a>')).toBe('<a href="tel:02100000000" rel="noopener noreferrer nofollow">تماس</a>');
  });

  it('unwraps disallowed wrappers such as div and iframe without losing text', () => {
    expect(sanitizeRichText('<div><p>الف</p></div><iframe src="https://x"></iframe>')).toBe('<p>الف</p>');
  });
});

describe('richTextToPlain', () => {
  it('keeps the words of sanitised rich text, a space between blocks, with its escaped characters read back', () => {
    const html = sanitizeRichText('<h3>گوشی & تبلت</h3><p>قیمت <strong>کمتر</strong> از "بازار" و a &lt; b</p><ul><li>یک</li><li>دو</li></ul>');
    expect(richTextToPlain(html)).toBe('گوشی & تبلت قیمت کمتر از "بازار" و a < b یک دو');
  });
});
