import { departButtons } from './use-depart-buttons';

describe('departButtons', () => {
  it('shows every button when no code is excluded for the user', () => {
    expect(departButtons([])).toEqual({ add: true, edit: true, remove: true });
  });

  it('hides exactly the excluded buttons', () => {
    expect(departButtons(['add', 'delete'])).toEqual({ add: false, edit: true, remove: false });
  });
});
