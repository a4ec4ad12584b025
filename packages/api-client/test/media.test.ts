import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '../src';

describe('resolveMediaUrl (spec 3 media paths)', () => {
  it('puts a relative path under the uploads base', () => {
    expect(resolveMediaUrl('catalog/gst-registration.svg', '/media')).toBe('/media/catalog/gst-registration.svg');
  });

  it('joins with exactly one slash, however the two sides are written', () => {
    const expected = 'https://cdn.startwise.in/media/catalog/gst.svg';
    expect(resolveMediaUrl('catalog/gst.svg', 'https://cdn.startwise.in/media')).toBe(expected);
    expect(resolveMediaUrl('/catalog/gst.svg', 'https://cdn.startwise.in/media/')).toBe(expected);
    expect(resolveMediaUrl('//catalog/gst.svg', 'https://cdn.startwise.in/media//')).toBe(expected);
  });

  it('with an empty uploads base, gives a root-relative address', () => {
    expect(resolveMediaUrl('catalog/gst.svg', '')).toBe('/catalog/gst.svg');
  });

  it.each([
    'http://example.com/logo.png',
    'https://example.com/logo.png',
    'HTTPS://EXAMPLE.COM/LOGO.PNG',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://startwise.in/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  ])('uses %s as is', (value) => {
    expect(resolveMediaUrl(value, '/media')).toBe(value);
  });

  it.each([[''], ['   '], [undefined], [null]])('gives no address for %j', (value) => {
    expect(resolveMediaUrl(value, '/media')).toBeUndefined();
  });
});
