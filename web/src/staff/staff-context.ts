import { createContext, useContext } from 'react';
import type { Me, Role } from './api';

/** The signed-in staff login, for the sections that show or hide what its role allows. */
export const StaffContext = createContext<Me | null>(null);

export function useStaff(): Me {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff outside the signed-in console');
  return me;
}

const rank: Record<Role, number> = { agent: 1, billing: 2, admin: 3 };

/** Whether role is at least least (the server decides; this only hides what it would refuse). */
export function atLeast(role: Role, least: Role): boolean {
  return rank[role] >= rank[least];
}
