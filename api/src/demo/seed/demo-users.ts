import type { UserRole } from '@portal/shared-contracts';
import type { CompanyKey } from './demo-companies';

/** The demo password of design.md §5; for local use only. */
export const DEMO_PASSWORD = 'Portal123!';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  company: CompanyKey;
  roles: UserRole[];
  active?: boolean;
  storefrontActive?: boolean;
  phone?: string;
  salesPersons?: string[];
  agencies?: CompanyKey[];
  vendorCompanies?: CompanyKey[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@portal.test',
    firstName: 'Alena',
    lastName: 'Adminová',
    company: 'retailer',
    roles: ['administrator', 'retailer'],
  },
  {
    email: 'retailer@portal.test',
    firstName: 'Radek',
    lastName: 'Prodejce',
    company: 'retailer',
    roles: ['retailer'],
  },
  {
    email: 'sales@portal.test',
    firstName: 'Simona',
    lastName: 'Obchodní',
    company: 'retailer',
    roles: ['retailer', 'salesPerson'],
    phone: '+420 601 111 222',
  },
  {
    email: 'sales2@portal.test',
    firstName: 'Petr',
    lastName: 'Novák',
    company: 'retailer',
    roles: ['retailer', 'salesPerson'],
    phone: '+420 602 333 444',
  },
  {
    email: 'traffic@portal.test',
    firstName: 'Tomáš',
    lastName: 'Provozní',
    company: 'retailer',
    roles: ['retailer', 'trafficker'],
  },
  {
    email: 'vendor@portal.test',
    firstName: 'Vojtěch',
    lastName: 'Dodavatel',
    company: 'acme',
    roles: ['vendor'],
    phone: '+420 603 555 666',
    salesPersons: ['sales@portal.test', 'sales2@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'marketing@portal.test',
    firstName: 'Markéta',
    lastName: 'Horáková',
    company: 'acme',
    roles: ['vendor'],
    salesPersons: ['sales@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'nordic@portal.test',
    firstName: 'Nina',
    lastName: 'Severová',
    company: 'nordic',
    roles: ['vendor'],
    salesPersons: ['sales2@portal.test'],
    agencies: ['mediamax'],
  },
  {
    email: 'bella@portal.test',
    firstName: 'Barbora',
    lastName: 'Krásná',
    company: 'bella',
    roles: ['vendor'],
    salesPersons: ['sales2@portal.test'],
  },
  {
    email: 'eshop.off@portal.test',
    firstName: 'Ondřej',
    lastName: 'Zavřený',
    company: 'bella',
    roles: ['vendor'],
    storefrontActive: false,
  },
  {
    email: 'agency@portal.test',
    firstName: 'Adam',
    lastName: 'Agenturní',
    company: 'mediamax',
    roles: ['agency'],
    salesPersons: ['sales@portal.test'],
    vendorCompanies: ['acme', 'nordic'],
  },
  {
    email: 'inactive@portal.test',
    firstName: 'Igor',
    lastName: 'Neaktivní',
    company: 'acme',
    roles: ['vendor'],
    active: false,
  },
];
