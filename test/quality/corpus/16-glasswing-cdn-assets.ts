import type { CorpusSite } from './types.js';

const headers = {
  server: 'AmazonS3',
  'x-amz-cf-id': 'Hq2k9XZ4mN1pL7vR3tW8yB0cD5fG6hJ2kL4mN7pQ9rS1tV3wX5yZ0a==',
  'x-amz-cf-pop': 'LHR61-P3',
  via: '1.1 9a2f7c1e0b3d5f8a.cloudfront.net (CloudFront)',
  'x-cache': 'Hit from cloudfront',
  'content-type': 'text/html',
};

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=IBM+Plex+Sans:wght@400;600&display=swap" rel="stylesheet">
<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css" integrity="sha512-DTOQO9RWCH3ppGqcWaEA1BIZOC6xxalwEsw9c2QQeAIftl+Vegovlnee1c9QX4TctnWMn13TZye+giMm8e2LwA==" crossorigin="anonymous">
<link rel="stylesheet" href="/css/site.2f91.css">
</head>
<body>
<div class="topnav"><a class="topnav-brand" href="/">Glasswing</a><a href="/product">Product</a><a href="/integrations">Integrations</a><a href="/docs">Docs</a></div>
${body}
<div class="bottom"><span>© Glasswing Labs</span> <a href="https://www.linkedin.com/company/glasswing-labs"><i class="fa-brands fa-linkedin"></i></a></div>
</body>
</html>`;

const internalCard = (slug: string, name: string, logo: string, text: string) =>
  `<a class="int-card" href="/integrations/${slug}"><img class="int-logo" src="${logo}" alt="${name}"><span class="int-name">${name}</span><span class="int-text">${text}</span></a>`;

export const site: CorpusSite = {
  domain: 'glasswing-labs.com',
  covers:
    "a static site on S3 behind CloudFront (headers), Google Fonts, Font Awesome from cdnjs; integration cards that link only to internal pages, their logos served from Contentful, Cloudinary and imgix (asset hosts, no partner) or from Clearbit's logo service (which names the partner's domain), one logo hot-linked from the partner's own site, a partner deck PDF on S3",
  pages: {
    '/': {
      headers,
      html: page(
        'Glasswing — Incident analytics',
        '<main class="hero"><h1>Know why incidents happen</h1><p>Glasswing reads your alerts and tickets and finds the patterns.</p></main>',
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations · Glasswing',
        `<main class="integrations">
<h1>Integrations</h1>
<p class="lead">Glasswing connects to your alerting, ticketing and chat tools. <a href="https://glasswing-public.s3.eu-west-2.amazonaws.com/decks/Glasswing-Partner-Deck-2026.pdf">Download the partner deck (PDF)</a></p>
<h2>Alerting</h2>
<div class="int-grid">
${internalCard('opsgenie', 'Opsgenie', 'https://logo.clearbit.com/atlassian.com', 'Alerts and on-call schedules')}
${internalCard('datadog', 'Datadog', 'https://logo.clearbit.com/datadoghq.com', 'Monitors and events')}
<div class="int-card"><img class="int-logo" src="https://www.pagerduty.com/images/brand/pagerduty-logo.svg" alt="PagerDuty"><span class="int-name">PagerDuty</span><span class="int-text">Incidents and escalations — coming soon</span></div>
</div>
<h2>Ticketing</h2>
<div class="int-grid">
${internalCard('jira', 'Jira', 'https://images.ctfassets.net/k3n74unfin40/7kUv1Cq2w3Xy/8f9e2d1c/jira.svg', 'Link incidents to issues')}
${internalCard('servicenow', 'ServiceNow', 'https://res.cloudinary.com/glasswing/image/upload/v1712345678/logos/servicenow.png', 'Sync change requests')}
${internalCard('linear', 'Linear', 'https://glasswing.imgix.net/logos/linear.png?w=96&auto=format', 'Follow-up tasks')}
</div>
<h2>Chat</h2>
<div class="int-grid">
${internalCard('slack', 'Slack', 'https://logo.clearbit.com/slack.com', 'Incident channels')}
${internalCard('teams', 'Microsoft Teams', 'https://www.google.com/s2/favicons?domain=microsoft.com&sz=64', 'Incident chats')}
</div>
</main>`,
      ),
    },
  },
  technologies: [
    'amazon-s3',
    'amazon-cloudfront',
    'amazon-web-services',
    'google-font-api',
    'cdnjs',
    'cloudflare',
    'font-awesome',
    'contentful',
    'cloudinary',
    'imgix',
  ],
  partners: {
    'atlassian.com': 'technology',
    'datadoghq.com': 'technology',
    'pagerduty.com': 'technology',
    'slack.com': 'technology',
    'microsoft.com': 'technology',
  },
};
