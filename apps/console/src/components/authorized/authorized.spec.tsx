import { act, render, renderHook, screen } from '@testing-library/react';
import { permissionStore, resetPermissions } from '../../stores/permission';
import { Authorized } from './authorized';
import { usePermission } from './use-permission';

describe('Authorized and usePermission', () => {
  beforeEach(() => resetPermissions());

  it('renders children only for permitted actions, the fallback otherwise', () => {
    permissionStore.auth = [{ action: 'user:add', type: '2' }];
    permissionStore.allAuth = [
      { action: 'user:add', type: '2', status: '1' },
      { action: 'user:edit', type: '2', status: '1' },
    ];
    render(
      <>
        <Authorized action="user:add">
          <button type="button">add</button>
        </Authorized>
        <Authorized action="user:edit" fallback={<span>no edit</span>}>
          <button type="button">edit</button>
        </Authorized>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'edit' })).not.toBeInTheDocument();
    expect(screen.getByText('no edit')).toBeInTheDocument();
  });

  it('follows permission changes', async () => {
    permissionStore.allAuth = [{ action: 'user:form:phone', type: '2', status: '1' }];
    const { result } = renderHook(() => usePermission());
    expect(result.current.disabled('user:form:phone')).toBe(true);
    // valtio notifies subscribers asynchronously.
    await act(async () => {
      permissionStore.auth = [{ action: 'user:form:phone', type: '2' }];
      await Promise.resolve();
    });
    expect(result.current.disabled('user:form:phone')).toBe(false);
    expect(result.current.has('user:form:phone')).toBe(true);
  });
});
