import type { CorpusSite } from './types.js';

const headers = { server: 'gunicorn', 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en-gb">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="stylesheet" href="/static/css/clearwell.4f1c2e9a.css">
  <script src="https://www.google.com/recaptcha/api.js" async defer></script>
</head>
<body>
  <header class="masthead"><a class="masthead-logo" href="/">Clearwell Health</a>
    <nav><a href="/platform/">Platform</a> <a href="/partners/">Partners</a> <a href="/news/">News</a></nav></header>
  <main>${body}</main>
  <footer>
    <form class="newsletter" method="post" action="/newsletter/"><input type="hidden" name="csrfmiddlewaretoken" value="Qk2mN9pLTz4vX1cBq8Xw3Yz5Ab7Cd9Ef1Gh3Ij5KlMnOpQrStUvWxYz0A1B2C3D"><label>Newsletter <input type="email" name="email"></label><div class="g-recaptcha" data-sitekey="6LcQk2mNAAAAAPq8Xw3Yz5Ab7Cd9Ef1Gh3Ij5Kl"></div><button>Subscribe</button></form>
    <p>Clearwell Health Ltd · Registered in Scotland SC712233</p>
  </footer>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'clearwell-health.com',
  covers:
    "Django (csrfmiddlewaretoken) on gunicorn with reCAPTCHA; a partner page that opens with prose full of links (a newswire, the host the company started on, an announcement on a partner's site) before its real list; a partner's quote in a blockquote with a link; a news page that is not fetched",
  pages: {
    '/': {
      headers,
      html: page(
        'Clearwell Health — Remote monitoring for community care',
        '<h1>Remote monitoring for community care</h1><p>Clearwell lets district nurses see which patients need a visit today.</p>',
      ),
    },
    '/partners/': {
      headers,
      html: page(
        'Partners | Clearwell Health',
        `<article class="partners">
  <h1>Partners</h1>
  <p class="lede">Clearwell began in 2019 as a pilot in two Glasgow practices, running on a single server at <a href="https://www.heroku.com/">Heroku</a>. Since then our work with the NHS has been covered by <a href="https://www.digitalhealth.net/2024/05/clearwell-remote-monitoring/">Digital Health</a>, and last year we announced a three-year agreement that you can read about on <a href="https://www.nhsinform.scot/news/community-monitoring">NHS Inform</a>.</p>
  <h2>Health system partners</h2>
  <ul class="partner-list">
    <li><a href="https://www.nhsggc.scot/">NHS Greater Glasgow and Clyde</a></li>
    <li><a href="https://www.nhslothian.scot/">NHS Lothian</a></li>
    <li><a href="https://www.hscni.net/">Health and Social Care Northern Ireland</a></li>
  </ul>
  <h2>Device partners</h2>
  <ul class="partner-list">
    <li><a href="https://www.omron-healthcare.co.uk/">Omron Healthcare</a> — blood pressure monitors</li>
    <li><a href="https://www.masimo.co.uk/">Masimo</a> — pulse oximeters</li>
  </ul>
  <blockquote class="partner-quote"><p>“Clearwell has changed how our district nurses plan their day.”</p><footer>— Dr Alison Reid, Clinical Director, <a href="https://www.nhslothian.scot/">NHS Lothian</a></footer></blockquote>
</article>`,
      ),
    },
  },
  technologies: ['django', 'python', 'gunicorn', 'recaptcha'],
  partners: {
    'nhsggc.scot': 'generic',
    'nhslothian.scot': 'generic',
    'hscni.net': 'generic',
    'omron-healthcare.co.uk': 'technology',
    'masimo.co.uk': 'technology',
  },
};
