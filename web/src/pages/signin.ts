import { field, h, statusLine } from '../dom';
import { navigate, type PageContext } from '../router';
import { signIn } from '../session';

export function signInPage({ main, query }: PageContext): void {
  const input = h('input', { type: 'text', name: 'api-key', autocomplete: 'off', spellcheck: 'false', required: true, class: 'mono' });
  const status = statusLine('error');
  const button = h('button', { type: 'submit' }, 'Sign in');
  const form = h(
    'form',
    {
      class: 'card narrow',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        button.disabled = true;
        status.textContent = '';
        try {
          await signIn(input.value.trim());
          window.dispatchEvent(new Event('keiretsu:session'));
          const next = query.get('next');
          navigate(next && next.startsWith('/') && !next.startsWith('//') && next !== '/signin' ? next : '/');
        } catch (err) {
          status.textContent = err instanceof Error ? err.message : String(err);
          input.focus();
        } finally {
          button.disabled = false;
        }
      },
    },
    field('API key', input, 'Your key starts with keiretsu_. It is kept in this browser tab only, and forgotten when the tab closes.'),
    button,
    status,
  );
  main.append(
    h('h1', null, 'Sign in'),
    h('p', { class: 'lead' }, 'Keiretsu shows companies, their technologies and their partner networks. Paste an API key to start.'),
    form,
    h('p', { class: 'hint' }, 'Running the demo? ', h('code', null, 'npm start'), ' printed a user key.'),
  );
  queueMicrotask(() => input.focus());
}
