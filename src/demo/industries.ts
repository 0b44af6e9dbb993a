/**
 * Industries for the demo firmographics: real NAICS codes with their official (2017) titles, grouped into
 * sectors. A sector drives the name a company gets ("Kestrel Health") and which technology categories it
 * favours (shops run Shopify and Klarna, software companies Segment and Intercom).
 */

export type Sector =
  | 'software'
  | 'media'
  | 'services'
  | 'finance'
  | 'health'
  | 'industrial'
  | 'commerce'
  | 'consumer'
  | 'logistics'
  | 'education'
  | 'hospitality'
  | 'realestate'
  | 'energy'
  | 'nonprofit';

export interface Industry {
  naics: string;
  label: string;
  sector: Sector;
  /** relative frequency among demo companies (a technology-leaning directory, so software is common) */
  weight: number;
}

function i(naics: string, label: string, sector: Sector, weight: number): Industry {
  return { naics, label, sector, weight };
}

export const INDUSTRIES: readonly Industry[] = [
  i('511210', 'Software Publishers', 'software', 14),
  i('541511', 'Custom Computer Programming Services', 'software', 7),
  i('541512', 'Computer Systems Design Services', 'software', 5),
  i('518210', 'Data Processing, Hosting, and Related Services', 'software', 3),
  i('517311', 'Wired Telecommunications Carriers', 'software', 0.8),
  i('519130', 'Internet Publishing and Broadcasting and Web Search Portals', 'media', 2.5),
  i('512110', 'Motion Picture and Video Production', 'media', 1),
  i('541810', 'Advertising Agencies', 'media', 2),
  i('541613', 'Marketing Consulting Services', 'services', 3.5),
  i('541611', 'Administrative Management and General Management Consulting Services', 'services', 3.5),
  i('541110', 'Offices of Lawyers', 'services', 2.5),
  i('541211', 'Offices of Certified Public Accountants', 'services', 1.5),
  i('561311', 'Employment Placement Agencies', 'services', 1.5),
  i('561720', 'Janitorial Services', 'services', 0.8),
  i('522110', 'Commercial Banking', 'finance', 1.2),
  i('522320', 'Financial Transactions Processing, Reserve, and Clearinghouse Activities', 'finance', 1.5),
  i('523920', 'Portfolio Management', 'finance', 1.5),
  i('524210', 'Insurance Agencies and Brokerages', 'finance', 1.8),
  i('524126', 'Direct Property and Casualty Insurance Carriers', 'finance', 0.6),
  i('621111', 'Offices of Physicians (except Mental Health Specialists)', 'health', 2),
  i('621210', 'Offices of Dentists', 'health', 1.5),
  i('622110', 'General Medical and Surgical Hospitals', 'health', 1),
  i('623110', 'Nursing Care Facilities (Skilled Nursing Facilities)', 'health', 0.6),
  i('325412', 'Pharmaceutical Preparation Manufacturing', 'health', 1),
  i('339112', 'Surgical and Medical Instrument Manufacturing', 'health', 0.8),
  i('541714', 'Research and Development in Biotechnology (except Nanobiotechnology)', 'health', 1.2),
  i('541330', 'Engineering Services', 'industrial', 2.5),
  i('236220', 'Commercial and Institutional Building Construction', 'industrial', 1.5),
  i('238220', 'Plumbing, Heating, and Air-Conditioning Contractors', 'industrial', 1.5),
  i('334413', 'Semiconductor and Related Device Manufacturing', 'industrial', 0.6),
  i('334111', 'Electronic Computer Manufacturing', 'industrial', 0.4),
  i('336111', 'Automobile Manufacturing', 'industrial', 0.3),
  i('454110', 'Electronic Shopping and Mail-Order Houses', 'commerce', 6),
  i('448140', 'Family Clothing Stores', 'commerce', 1.5),
  i('445110', 'Supermarkets and Other Grocery (except Convenience) Stores', 'commerce', 0.8),
  i('423430', 'Computer and Computer Peripheral Equipment and Software Merchant Wholesalers', 'commerce', 1),
  i('424210', "Drugs and Druggists' Sundries Merchant Wholesalers", 'commerce', 0.5),
  i('311812', 'Commercial Bakeries', 'consumer', 0.6),
  i('312120', 'Breweries', 'consumer', 0.8),
  i('484121', 'General Freight Trucking, Long-Distance, Truckload', 'logistics', 1),
  i('488510', 'Freight Transportation Arrangement', 'logistics', 1.2),
  i('493110', 'General Warehousing and Storage', 'logistics', 0.6),
  i('481111', 'Scheduled Passenger Air Transportation', 'logistics', 0.2),
  i('611310', 'Colleges, Universities, and Professional Schools', 'education', 1.2),
  i('611710', 'Educational Support Services', 'education', 1.5),
  i('721110', 'Hotels (except Casino Hotels) and Motels', 'hospitality', 1.2),
  i('722511', 'Full-Service Restaurants', 'hospitality', 1.5),
  i('713940', 'Fitness and Recreational Sports Centers', 'hospitality', 0.8),
  i('531210', 'Offices of Real Estate Agents and Brokers', 'realestate', 2),
  i('531110', 'Lessors of Residential Buildings and Dwellings', 'realestate', 0.6),
  i('221114', 'Solar Electric Power Generation', 'energy', 0.6),
  i('211120', 'Crude Petroleum Extraction', 'energy', 0.3),
  i('813319', 'Other Social Advocacy Organizations', 'nonprofit', 0.8),
];

/** Technology categories a sector runs more (x2) or less (x0.35) often than the average site. */
export const SECTOR_AFFINITY: Readonly<Record<Sector, { more: readonly string[]; less: readonly string[] }>> = {
  software: {
    more: [
      'Customer data platforms',
      'Analytics',
      'Live chat',
      'JavaScript frameworks',
      'Web frameworks',
      'PaaS',
      'Error tracking',
      'Monitoring',
      'Feature management',
      'Product adoption',
      'Documentation',
      'Developer tools',
      'Applicant tracking',
      'Lead generation',
      'Marketing automation',
      'Headless CMS',
      'Status pages',
      'Subscription billing',
      'Authentication',
      'Collaboration',
    ],
    less: ['Ecommerce', 'Reviews', 'Buy now pay later', 'Reservations', 'Loyalty'],
  },
  media: {
    more: [
      'Advertising networks',
      'Advertising',
      'Video players',
      'Social sharing',
      'Comments',
      'Cookie compliance',
      'Analytics',
      'Push notifications',
    ],
    less: ['Ecommerce', 'CRM', 'Applicant tracking'],
  },
  services: {
    more: ['CRM', 'Marketing automation', 'Scheduling', 'Forms', 'Electronic signature', 'Lead generation'],
    less: ['Ecommerce', 'Advertising networks', 'Buy now pay later'],
  },
  finance: {
    more: ['Security', 'Authentication', 'CRM', 'Monitoring', 'Cookie compliance', 'Electronic signature', 'Live chat'],
    less: ['Ecommerce', 'Advertising networks', 'Reviews', 'Buy now pay later'],
  },
  health: {
    more: ['Scheduling', 'Forms', 'Maps', 'Accessibility', 'Cookie compliance', 'Applicant tracking'],
    less: ['Ecommerce', 'Advertising networks', 'Buy now pay later'],
  },
  industrial: {
    more: ['Maps', 'CRM', 'ERP', 'Applicant tracking', 'Translation'],
    less: ['Ecommerce', 'Advertising networks', 'Buy now pay later', 'Live chat'],
  },
  commerce: {
    more: [
      'Ecommerce',
      'Payment processors',
      'Buy now pay later',
      'Reviews',
      'Email marketing',
      'SMS marketing',
      'Retargeting',
      'Advertising',
      'Loyalty',
      'Shipping',
      'Personalization',
      'Search',
      'Fraud prevention',
      'Subscription billing',
      'Tax',
    ],
    less: ['Applicant tracking', 'Documentation', 'Developer tools'],
  },
  consumer: {
    more: ['Ecommerce', 'Payment processors', 'Reviews', 'Email marketing', 'Advertising', 'Maps', 'Loyalty'],
    less: ['Developer tools', 'Documentation'],
  },
  logistics: {
    more: ['Maps', 'CRM', 'ERP', 'Shipping', 'Applicant tracking'],
    less: ['Ecommerce', 'Advertising networks', 'Buy now pay later'],
  },
  education: {
    more: ['Video players', 'Forms', 'Surveys', 'Accessibility', 'Scheduling', 'Community'],
    less: ['Ecommerce', 'Buy now pay later', 'Advertising networks'],
  },
  hospitality: {
    more: ['Reservations', 'Maps', 'Reviews', 'Scheduling', 'Payment processors', 'Website builders'],
    less: ['Developer tools', 'Documentation', 'Applicant tracking'],
  },
  realestate: {
    more: ['Maps', 'CRM', 'Forms', 'Scheduling', 'Website builders'],
    less: ['Ecommerce', 'Buy now pay later', 'Developer tools'],
  },
  energy: {
    more: ['Maps', 'ERP', 'Applicant tracking', 'Cookie compliance'],
    less: ['Ecommerce', 'Buy now pay later', 'Advertising networks'],
  },
  nonprofit: {
    more: ['Payment processors', 'Email marketing', 'Forms', 'Social sharing', 'Video players'],
    less: ['Ecommerce', 'Advertising networks', 'Applicant tracking', 'Buy now pay later'],
  },
};

export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
/** Skewed small, as in any company directory. */
export const EMPLOYEE_RANGE_WEIGHTS = [30, 30, 20, 9, 5, 4, 1.2, 0.8];
/** A typical head count per range, for open jobs. */
export const EMPLOYEE_RANGE_MIDPOINTS = [5, 30, 120, 350, 750, 2500, 7500, 25000];
