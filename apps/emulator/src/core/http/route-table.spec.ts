import { z } from 'zod';
import { endpoint } from '@cropwatch/contract';
import { diffAgainstContract } from './route-table';

const response = z.unknown();
const table = {
  'auth.login': endpoint({ method: 'POST', path: '/sys/login', auth: false, access: 'public', response }),
  'auth.logout': endpoint({
    method: 'POST',
    path: '/sys/logout',
    auth: false,
    access: 'public',
    alsoMethods: ['GET', 'PUT', 'DELETE'],
    response,
  }),
  'auth.selectDepart': endpoint({
    method: 'PUT',
    path: '/sys/selectDepart',
    auth: true,
    access: 'self',
    alsoMethods: ['POST'],
    response,
  }),
};

describe('diffAgainstContract', () => {
  it('matches when every contract method is served and nothing else below the context path', () => {
    const diff = diffAgainstContract(
      [
        { method: 'POST', path: '/jeecg-boot/sys/login' },
        { method: 'ALL', path: '/jeecg-boot/sys/logout' },
        { method: 'PUT', path: '/jeecg-boot/sys/selectDepart' },
        { method: 'POST', path: '/jeecg-boot/sys/selectDepart' },
        { method: 'GET', path: '/not-api' },
      ],
      table,
      '/jeecg-boot',
    );
    expect(diff).toEqual({ unlisted: [], missing: [], servedCount: 7, contractCount: 7 });
  });

  it('reports both directions of a difference', () => {
    const diff = diffAgainstContract(
      [
        { method: 'POST', path: '/jeecg-boot/sys/login' },
        { method: 'GET', path: '/jeecg-boot/sys/login' },
        { method: 'PUT', path: '/jeecg-boot/sys/selectDepart' },
      ],
      table,
      '/jeecg-boot',
    );
    expect(diff.unlisted).toEqual(['GET /sys/login']);
    expect(diff.missing.map((m) => m.route)).toEqual([
      'DELETE /sys/logout',
      'GET /sys/logout',
      'POST /sys/logout',
      'POST /sys/selectDepart',
      'PUT /sys/logout',
    ]);
    expect(diff.missing[0].endpoint).toBe('auth.logout');
  });
});
