import type { CorpusSite } from './types.js';

const headers = { server: 'Squarespace', 'content-type': 'text/html;charset=utf-8', 'x-contextid': 'Qk2mN9pL/Tz4vX1cB' };

const page = (title: string, body: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64f1a2b3c4d5e6f7a8b9c0d1/21/5c5a519771c10ba3470d8101/64f1a2b3c4d5e6f7a8b9c0e2/1612/site.css"/>
    <script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4b7c9d2e1f0a3b5c-min.en-US.js"></script>
  </head>
  <body id="collection-64f1a2b3c4d5e6f7a8b9c0f3" class="header-overlay-alignment-center tweak-social-icons-style-regular">
    <div id="siteWrapper" class="clearfix site-wrapper">
      <header data-test="header" id="header" class="header theme-col--primary">
        <div class="header-title"><a href="/" class="header-title-text">Pinecrest Dental</a></div>
        <nav class="header-nav-list"><div class="header-nav-item"><a href="/treatments">Treatments</a></div><div class="header-nav-item"><a href="/our-team">Our team</a></div><div class="header-nav-item"><a href="/book">Book</a></div></nav>
      </header>
      <main id="page" class="container" role="main">${body}</main>
      <footer class="sections" id="footer-sections" data-footer-sections>
        <section class="page-section"><div class="content-wrapper"><p>Pinecrest Dental, 4 Station Road, Harrogate HG1 1TF · 01423 555 0192</p>
        <div class="sqs-svg-icon--list"><a href="https://www.facebook.com/pinecrestdental" class="sqs-svg-icon--wrapper facebook-unauth" target="_blank" aria-label="Facebook"></a><a href="https://www.instagram.com/pinecrestdental" class="sqs-svg-icon--wrapper instagram-unauth" target="_blank" aria-label="Instagram"></a></div>
        </div></section>
      </footer>
    </div>
  </body>
</html>`;

const notFound = page(
  'Page Not Found — Pinecrest Dental',
  `<div class="sqs-layout"><div class="page-not-found"><h1>Page Not Found</h1>
<p>We couldn't find the page you were looking for. This is either because:</p>
<ul><li>There is an error in the URL entered into your web browser. Please check the URL and try again.</li><li>The page you are looking for has been moved or deleted.</li></ul>
<p>You can return to our homepage by <a href="/">clicking here</a>, or you can try searching for the content you are seeking by <a href="/search">clicking here</a>.</p>
<p>Follow us on <a href="https://www.facebook.com/pinecrestdental">Facebook</a> or read our reviews on <a href="https://www.google.com/maps/place/Pinecrest+Dental">Google</a> and <a href="https://www.doctify.com/uk/practice/pinecrest-dental">Doctify</a>.</p></div></div>`,
);

export const site: CorpusSite = {
  domain: 'pinecrest-dental.com',
  covers:
    'Squarespace (server header; the fingerprint data also reads it as Squarespace Commerce, which this shop-less site does not run) dental practice with no partner page: the fallback /partners answers 200 with "Page Not Found" and outbound review links (a soft 404); professional affiliations on the home page that are not partners; social icons',
  pages: {
    '/': {
      headers,
      html: page(
        'Pinecrest Dental — Family dentist in Harrogate',
        `<section class="page-section"><div class="content"><h1>Gentle dentistry for the whole family</h1><p>NHS and private patients welcome. Evening appointments on Tuesdays and Thursdays.</p><p><a href="/book" class="sqs-block-button-element">Book an appointment</a></p></div></section>
<section class="page-section"><div class="content"><h2>Our affiliations</h2><p><a href="https://bda.org/"><img src="https://images.squarespace-cdn.com/content/v1/64f1a2b3c4d5e6f7a8b9c0d1/bda-member.png" alt="British Dental Association member"></a> <a href="https://www.gdc-uk.org/"><img src="https://images.squarespace-cdn.com/content/v1/64f1a2b3c4d5e6f7a8b9c0d1/gdc.png" alt="Registered with the General Dental Council"></a></p></div></section>`,
      ),
    },
    '/partners': { headers, html: notFound },
  },
  technologies: ['squarespace'],
  partners: {},
};
