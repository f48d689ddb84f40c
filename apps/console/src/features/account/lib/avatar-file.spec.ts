import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts png, jpeg, gif and webp up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
