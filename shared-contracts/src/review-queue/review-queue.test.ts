import { onReviewQueueChanged, reviewQueueChanged } from './review-queue-count';
import { queueReviewPath } from './review-queue';

describe('the review queue changes', () => {
  it('reach every listener until it stops listening', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = onReviewQueueChanged(first);
    const stopSecond = onReviewQueueChanged(second);
    reviewQueueChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    reviewQueueChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it('reach the others when one listener fails', () => {
    const failing = jest.fn(() => {
      throw new Error('broken');
    });
    const listening = jest.fn();
    const stops = [onReviewQueueChanged(failing), onReviewQueueChanged(listening)];
    expect(() => reviewQueueChanged()).not.toThrow();
    expect(listening).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });
});

describe('the queue’s own review', () => {
  it('is a creative’s by its id and an item zip’s by the item', () => {
    expect(queueReviewPath({ kind: 'creative', id: 12 })).toBe('/review-queue/creatives/12');
    expect(queueReviewPath({ kind: 'itemZip', id: 7 })).toBe('/review-queue/items/7');
  });
});
