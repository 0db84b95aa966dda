import { eq, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { SessionUser } from './auth-context';

export interface UserRecord extends SessionUser {
  passwordHash: string;
  active: boolean;
  storefrontActive: boolean;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  locale: users.locale,
  companyId: users.companyId,
  companyName: companies.name,
  companyType: companies.type,
  passwordHash: users.passwordHash,
  active: users.active,
  storefrontActive: users.storefrontActive,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export function sessionUserOf(record: UserRecord): SessionUser {
  const { passwordHash: _p, active: _a, storefrontActive: _s, ...user } = record;
  return user;
}
