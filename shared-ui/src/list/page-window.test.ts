import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [2, 2, [1, 2]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});
