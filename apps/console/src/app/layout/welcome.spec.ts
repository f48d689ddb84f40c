import { greetingKey } from './welcome';

describe('greetingKey', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [23, 'evening'],
  ])('greets at %i o’clock with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
