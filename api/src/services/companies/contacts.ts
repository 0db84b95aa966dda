import type { Contact } from '@portal/shared-contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { naturalOrder } from '../../db/collation';
import { userSalesPersons, users } from '../../db/schema';
import { fullName } from '../sessions';

const salesPersons = alias(users, 'sales_persons');

/**
 * The active users of a company as campaign contacts, by name, each with its first active sales
 * person (user_sales_persons by position): the default sales person of a campaign with that contact.
 */
export async function contactsOf(db: Executor, companyId: number): Promise<Contact[]> {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true)))
    .orderBy(naturalOrder(sql`${users.firstName} || ' ' || ${users.lastName}`), asc(users.id));
  if (people.length === 0) return [];
  const assigned = await db
    .select({
      userId: userSalesPersons.userId,
      id: salesPersons.id,
      firstName: salesPersons.firstName,
      lastName: salesPersons.lastName,
    })
    .from(userSalesPersons)
    .innerJoin(salesPersons, eq(salesPersons.id, userSalesPersons.salesPersonId))
    .where(
      and(
        inArray(
          userSalesPersons.userId,
          people.map((person) => person.id),
        ),
        eq(salesPersons.active, true),
      ),
    )
    .orderBy(asc(userSalesPersons.position), asc(salesPersons.id));
  return people.map((person) => {
    const salesPerson = assigned.find((row) => row.userId === person.id);
    return {
      id: person.id,
      name: fullName(person),
      email: person.email,
      salesPerson: salesPerson ? { id: salesPerson.id, name: fullName(salesPerson) } : null,
    };
  });
}
