import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [153_600, '150.00 KB'],
    [10 * 1024 * 1024, '10.00 MB'],
    [1024 ** 8 * 3, '3.00 YB'],
    [1024 ** 9, '1024.00 YB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
