import type { CorpusSite } from './types.js';

const headers = { server: 'Apache', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS" />
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4b7c9d2e1f0a3b5c6d7e8f9a0b1c2d3e.css?1733000000" media="all">
</head>
<body id="p12" class="page-12 pagelevel-1 language-0 backendlayout-default layout-default">
<div id="top"></div>
<div class="body-bg">
<header class="navbar navbar-mainnavigation"><div class="container"><a class="navbar-brand" href="/">Nordlicht Software</a>
<ul class="navbar-nav"><li class="nav-item"><a href="/loesungen" class="nav-link">Lösungen</a></li><li class="nav-item"><a href="/partner" class="nav-link">Partner</a></li><li class="nav-item"><a href="/karriere" class="nav-link">Karriere</a></li><li class="nav-item"><a href="/kontakt" class="nav-link">Kontakt</a></li></ul></div></header>
<div id="page-content" class="bp-page-content main-section">${body}</div>
<footer id="page-footer" class="bp-page-footer"><section class="section footer-section"><div class="container"><p>Nordlicht Software GmbH · Am Sandtorkai 41 · 20457 Hamburg</p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="https://www.xing.com/pages/nordlichtsoftware">XING</a> · <a href="https://www.linkedin.com/company/nordlicht-software">LinkedIn</a></p></div></section></footer>
</div>
</body>
</html>`;

const ce = (id: number, inner: string) =>
  `<div id="c${id}" class="frame frame-default frame-type-textmedia frame-layout-0 frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">${inner}</div></div></div>`;

const logo = (href: string, file: string, name: string) =>
  `<div class="gallery-item gallery-item-size-4"><figure class="image"><a href="${href}" target="_blank" rel="noreferrer"><img class="image-embed-item" title="${name}" alt="${name}" src="/fileadmin/user_upload/partner/${file}" width="240" height="120" loading="lazy"></a></figure></div>`;

export const site: CorpusSite = {
  domain: 'nordlicht-software.de',
  covers:
    'TYPO3 (generator, typo3temp assets, the TYPO3 comment) with a Bootstrap-package layout; a German partner page ("Unsere Partner") with sections "Technologiepartner" (technology) and "Vertriebspartner" (channel) as logo galleries, and "Referenzen" (customer references, negative) in the same layout; XING and LinkedIn in the footer; a careers menu item (Karriere)',
  pages: {
    '/': {
      headers,
      html: page(
        'Nordlicht Software: Lagerverwaltung für den Mittelstand',
        ce(
          1,
          '<header class="frame-header"><h1 class="element-header">Lagerverwaltung für den Mittelstand</h1></header><p>Von Hamburg aus für 400 Lager in Europa.</p>',
        ),
      ),
    },
    '/partner': {
      headers,
      html: page(
        'Partner | Nordlicht Software',
        `${ce(10, '<header class="frame-header"><h1 class="element-header">Unsere Partner</h1></header><p>Gemeinsam mit starken Partnern bringen wir Ihr Lager auf den neuesten Stand.</p>')}
${ce(11, `<header class="frame-header"><h2 class="element-header">Technologiepartner</h2></header><div class="gallery-row">${logo('https://www.sap.com/germany/', 'sap.png', 'SAP')}${logo('https://www.zebra.com/de/de.html', 'zebra.png', 'Zebra Technologies')}${logo('https://www.datalogic.com/', 'datalogic.png', 'Datalogic')}</div>`)}
${ce(12, `<header class="frame-header"><h2 class="element-header">Vertriebspartner</h2></header><div class="gallery-row">${logo('https://www.lagerpro-systeme.de/', 'lagerpro.png', 'LagerPro Systeme GmbH')}${logo('https://www.alpenlogistik-it.at/', 'alpenlogistik.png', 'Alpenlogistik IT')}${logo('https://www.swisswms.ch/', 'swisswms.png', 'SwissWMS AG')}</div>`)}
${ce(13, `<header class="frame-header"><h2 class="element-header">Referenzen</h2></header><div class="gallery-row">${logo('https://www.hanse-kontor-handel.de/', 'hanse-kontor.png', 'Hanse Kontor Handel')}${logo('https://www.baltic-cold-storage.de/', 'baltic-cold.png', 'Baltic Cold Storage')}</div>`)}`,
      ),
    },
  },
  technologies: ['typo3-cms', 'php', 'apache-http-server'],
  partners: {
    'sap.com': 'technology',
    'zebra.com': 'technology',
    'datalogic.com': 'technology',
    'lagerpro-systeme.de': 'channel',
    'alpenlogistik-it.at': 'channel',
    'swisswms.ch': 'channel',
  },
};
