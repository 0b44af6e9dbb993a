/**
 * Where a product's own domain or CPE vendor does not name its maker. Curated by hand; keep each table short
 * and the entries obvious (a product of a well-known company, under a domain of its own).
 */

export interface Vendor {
  name: string;
  /** the maker's registrable domain (or, for a division that trades as its own vendor, its host) */
  domain: string;
}

const GOOGLE: Vendor = { name: 'Google', domain: 'google.com' };
const META: Vendor = { name: 'Meta', domain: 'meta.com' };
const MICROSOFT: Vendor = { name: 'Microsoft', domain: 'microsoft.com' };
const ORACLE: Vendor = { name: 'Oracle', domain: 'oracle.com' };
const AWS: Vendor = { name: 'Amazon Web Services', domain: 'aws.amazon.com' };
const OPTIMIZELY: Vendor = { name: 'Optimizely', domain: 'optimizely.com' };

/** Technology name -> vendor, where neither its website nor its CPE says it. */
export const TECHNOLOGY_VENDORS: Readonly<Record<string, Vendor>> = {
  YouTube: GOOGLE,
  Gmail: GOOGLE,
  'Google Workspace': GOOGLE,
  Instagram: META,
  WhatsApp: META,
  'Microsoft ASP.NET': MICROSOFT,
  IIS: MICROSOFT,
};

/** Website host -> vendor, checked before the registrable domain (a division with a host of its own). */
export const HOST_VENDORS: Readonly<Record<string, Vendor>> = {
  'aws.amazon.com': AWS,
  'docs.aws.amazon.com': AWS,
};

/** A product domain -> its maker. */
export const DOMAIN_VENDORS: Readonly<Record<string, Vendor>> = {
  'youtube.com': GOOGLE,
  'gmail.com': GOOGLE,
  'doubleclick.net': GOOGLE,
  'googletagmanager.com': GOOGLE,
  'google-analytics.com': GOOGLE,
  'googleapis.com': GOOGLE,
  'blogger.com': GOOGLE,
  'android.com': GOOGLE,
  'angular.io': GOOGLE,
  'angular.dev': GOOGLE,
  'angularjs.org': GOOGLE,
  'firebase.com': GOOGLE,
  'go.dev': GOOGLE,
  'golang.org': GOOGLE,
  'facebook.com': META,
  'instagram.com': META,
  'whatsapp.com': META,
  'reactjs.org': META,
  'react.dev': META,
  'asp.net': MICROSOFT,
  'iis.net': MICROSOFT,
  'bing.com': MICROSOFT,
  'live.com': MICROSOFT,
  'outlook.com': MICROSOFT,
  'office.com': MICROSOFT,
  'azure.com': MICROSOFT,
  'visualstudio.com': MICROSOFT,
  'commerceserver.net': MICROSOFT,
  'java.com': ORACLE,
  'java.net': ORACLE,
  'mysql.com': ORACLE,
  'episerver.com': OPTIMIZELY,
};

/** CPE vendor field -> vendor, for makers whose products live under other domains. */
export const CPE_VENDORS: Readonly<Record<string, Vendor>> = {
  google: GOOGLE,
  facebook: META,
  meta: META,
  microsoft: MICROSOFT,
  oracle: ORACLE,
  bea: ORACLE,
  amazon: { name: 'Amazon', domain: 'amazon.com' },
  apple: { name: 'Apple', domain: 'apple.com' },
  adobe: { name: 'Adobe', domain: 'adobe.com' },
  apache: { name: 'Apache Software Foundation', domain: 'apache.org' },
  redhat: { name: 'Red Hat', domain: 'redhat.com' },
  ibm: { name: 'IBM', domain: 'ibm.com' },
  vmware: { name: 'VMware', domain: 'vmware.com' },
  f5: { name: 'F5', domain: 'f5.com' },
  jetbrains: { name: 'JetBrains', domain: 'jetbrains.com' },
  vercel: { name: 'Vercel', domain: 'vercel.com' },
  episerver: OPTIMIZELY,
  ektron: OPTIMIZELY,
  canonical: { name: 'Canonical', domain: 'canonical.com' },
  mozilla: { name: 'Mozilla', domain: 'mozilla.org' },
  progress: { name: 'Progress', domain: 'progress.com' },
  elasticsearch: { name: 'Elastic', domain: 'elastic.co' },
  elastic: { name: 'Elastic', domain: 'elastic.co' },
  automattic: { name: 'Automattic', domain: 'automattic.com' },
  salesforce: { name: 'Salesforce', domain: 'salesforce.com' },
  sap: { name: 'SAP', domain: 'sap.com' },
  cisco: { name: 'Cisco', domain: 'cisco.com' },
  atlassian: { name: 'Atlassian', domain: 'atlassian.com' },
  acquia: { name: 'Acquia', domain: 'acquia.com' },
};

/**
 * Domains that host many makers' products (code forges, package registries, app marketplaces, encyclopedias):
 * a website there names no vendor, so only the CPE can.
 */
export const SHARED_HOSTS: ReadonlySet<string> = new Set([
  'github.com',
  'github.io',
  'gitlab.com',
  'gitlab.io',
  'bitbucket.org',
  'sourceforge.net',
  'sourceforge.io',
  'js.org',
  'npmjs.com',
  'pypi.org',
  'packagist.org',
  'rubygems.org',
  'readthedocs.io',
  'gitee.com',
  'gitee.io',
  'wikipedia.org',
  'ietf.org',
  'w3.org',
  'themeforest.net',
  'codecanyon.net',
  'herokuapp.com',
  'netlify.app',
  'vercel.app',
  'medium.com',
]);

/** Hosts, or host + path prefixes, of marketplaces inside a maker's own domain. */
export const MARKETPLACES: readonly { host: string; path?: string }[] = [
  { host: 'apps.shopify.com' },
  { host: 'wordpress.org', path: '/plugins/' },
  { host: 'wordpress.org', path: '/themes/' },
  { host: 'marketplace.atlassian.com' },
  { host: 'chrome.google.com' },
  { host: 'chromewebstore.google.com' },
  { host: 'addons.mozilla.org' },
  { host: 'marketplace.visualstudio.com' },
  { host: 'appexchange.salesforce.com' },
  { host: 'ecosystem.hubspot.com' },
  { host: 'apps.apple.com' },
  { host: 'play.google.com' },
];
