import './styles.css';
import { h, render } from './dom';
import { guard, navigate, route, startRouter } from './router';
import { apiKey, restoreCredits, signOut, whenSignedOut } from './session';
import { signInPage } from './pages/signin';
import { searchPage } from './pages/search';
import { companyPage } from './pages/company';
import { graphPage } from './pages/graph';
import { technologiesPage, technologyPage, vendorPage } from './pages/technologies';
import { listsPage } from './pages/lists';
import { listPage } from './pages/list';
import { listBuilderPage } from './pages/list-builder';

route(/^\/signin$/, 'Sign in', signInPage);
route(/^\/(?:search)?$/, 'Companies', searchPage);
route(/^\/companies\/([^/]+)$/, 'Company', companyPage);
route(/^\/companies\/([^/]+)\/graph$/, 'Partner graph', graphPage);
route(/^\/technologies$/, 'Technologies', technologiesPage);
route(/^\/technologies\/([^/]+)$/, 'Technology', technologyPage);
route(/^\/vendors\/([^/]+)$/, 'Vendor', vendorPage);
route(/^\/lists$/, 'Lists', listsPage);
route(/^\/lists\/(\d+)$/, 'List', listPage);
route(/^\/lists\/(\d+)\/edit$/, 'Edit list', listBuilderPage);

// Every page but sign-in needs a key; after signing in, the page asked for opens.
guard((path) => (path !== '/signin' && !apiKey() ? `/signin?next=${encodeURIComponent(path + location.search)}` : null));

export function refreshChrome(): void {
  const nav = document.getElementById('nav')!;
  const account = document.getElementById('account')!;
  if (!apiKey()) {
    render(nav);
    render(account);
    return;
  }
  render(nav, h('a', { href: '/' }, 'Companies'), h('a', { href: '/technologies' }, 'Technologies'), h('a', { href: '/lists' }, 'Lists'));
  render(
    account,
    h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        onclick: () => {
          signOut();
          refreshChrome();
          navigate('/signin');
        },
      },
      'Sign out',
    ),
  );
}

whenSignedOut(() => {
  refreshChrome();
  navigate(`/signin?next=${encodeURIComponent(location.pathname)}`, true);
});
window.addEventListener('keiretsu:session', refreshChrome);
// The skip link moves the focus itself: a fragment link alone leaves it on the link in some browsers.
document.querySelector('a.skip')?.addEventListener('click', (event) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
});
refreshChrome();
restoreCredits();
startRouter();
