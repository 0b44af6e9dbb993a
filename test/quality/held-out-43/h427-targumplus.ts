import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1718301447.9821644571023117903',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
  'content-language': 'he',
};

const MEDIA = 'https://static.wixstatic.com/media';

const head = (title: string, description: string): string => `<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="${MEDIA}/8f2c1a_4b7e9d0c3f1a4e2b9c8d7e6f5a4b3c2d~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8f2c1a_4b7e9d0c3f1a4e2b9c8d7e6f5a4b3c2d~mv2.png" type="image/png"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:site_name" content="תרגום פלוס"/>
<meta name="format-detection" content="telephone=no">
<meta name="skype_toolbar" content="skype_toolbar_parser_compatible">
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4c8e1a2f.bundle.min.js" async></script>
<style id="css_masterPage">#SITE_HEADER{--bg:#ffffff}#SITE_FOOTER{--bg:#0f2a44}</style>
</head>`;

const nav = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
<div class="comp-lt0q1x2a"><a href="https://targumplus.co.il" class="wixui-image"><img src="${MEDIA}/8f2c1a_1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a~mv2.png/v1/fill/w_180,h_48,al_c,q_85/logo.png" alt="תרגום פלוס - שירותי תרגום ולוקליזציה" width="180" height="48"/></a></div>
<nav aria-label="אתר" id="comp-lt0q1x3b" class="wixui-dropdown-menu"><ul class="StylableHorizontalMenu">
<li><a href="https://targumplus.co.il" class="wixui-dropdown-menu__item">בית</a></li>
<li><a href="https://targumplus.co.il/services" class="wixui-dropdown-menu__item">שירותים</a></li>
<li><a href="https://targumplus.co.il/clients" class="wixui-dropdown-menu__item">לקוחות</a></li>
<li><a href="https://targumplus.co.il/tech-partners" class="wixui-dropdown-menu__item">שותפים</a></li>
<li><a href="https://targumplus.co.il/about" class="wixui-dropdown-menu__item">אודות</a></li>
<li><a href="https://targumplus.co.il/contact" class="wixui-dropdown-menu__item">צור קשר</a></li>
</ul></nav>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">
<div class="comp-lt0q2f1c wixui-rich-text" data-testid="richTextElement">
<p class="font_8">תרגום פלוס בע"מ · דרך מנחם בגין 144, תל אביב · טל' 03-5618840 · <a href="mailto:office@targumplus.co.il">office@targumplus.co.il</a></p>
<p class="font_8">מוסמכים לתקן ISO 17100 ו-ISO 9001 על ידי <a href="https://www.iqcert.co.il/" target="_blank">מכון IQC להסמכה</a> · חברים ב<a href="https://www.itatranslators.org.il/" target="_blank">אגודת המתרגמים בישראל</a></p>
</div>
<div class="comp-lt0q2f2d wixui-social-links-bar" aria-label="סרגל רשתות חברתיות"><ul>
<li><a href="https://www.facebook.com/targumplus" target="_blank" aria-label="Facebook"><img src="${MEDIA}/11062b_facebook.png" alt="Facebook"/></a></li>
<li><a href="https://www.linkedin.com/company/targum-plus" target="_blank" aria-label="LinkedIn"><img src="${MEDIA}/11062b_linkedin.png" alt="LinkedIn"/></a></li>
<li><a href="https://wa.me/97235618840" target="_blank" aria-label="WhatsApp"><img src="${MEDIA}/11062b_whatsapp.png" alt="WhatsApp"/></a></li>
</ul></div>
<p class="font_9">© 2024 כל הזכויות שמורות לתרגום פלוס · <a href="https://targumplus.co.il/accessibility">הצהרת נגישות</a> · <a href="https://targumplus.co.il/privacy">מדיניות פרטיות</a></p>
</footer>`;

const page = (title: string, description: string, content: string): string =>
  `<!DOCTYPE html>
<html lang="he" dir="rtl">
${head(title, description)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root">
${nav}
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="wixui-page">
${content}
</div></div></main>
${footer}
</div></div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[]},"pages":{"pageId":"c1dmp"}}</script>
</body>
</html>`;

const card = (name: string, url: string, text: string, img: string): string =>
  `<div role="listitem" class="Zc7IjY wixui-repeater__item">
<div class="wixui-image"><img src="${MEDIA}/${img}" alt="${name}" width="120" height="60"/></div>
<div class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_4">${name}</h3><p class="font_8">${text}</p><p class="font_8"><a href="${url}" target="_blank">לאתר ${name} ←</a></p></div>
</div>`;

export const site: CorpusSite = {
  domain: 'targumplus.co.il',
  covers:
    'Hebrew (RTL) translation and localization agency on Wix (Pepyaka server, parastorage scripts); partners page with Wix repeater cards of technology partners (CAT, TMS, MT, subtitling, dubbing) and a second section of partner agencies abroad that market its services (channel); absolute www links to its own pages; negatives: client logos, ISO certification body, translators association membership, Facebook/LinkedIn/WhatsApp, freelance translators recruitment',
  pages: {
    '/': {
      headers,
      html: page(
        'תרגום פלוס | שירותי תרגום, לוקליזציה וכתוביות',
        'תרגום פלוס - משרד תרגום מוסמך ISO 17100: תרגום משפטי, רפואי וטכני, לוקליזציה של תוכנה ואתרים, כתוביות ודיבוב ב-40 שפות.',
        `<section class="wixui-section" id="comp-hero"><div class="wixui-rich-text" data-testid="richTextElement">
<h1 class="font_0">תרגום מקצועי שמדבר בשפה של הלקוחות שלכם</h1>
<p class="font_7">40 שפות, 260 מתרגמים מוסמכים וטכנולוגיה מתקדמת: תרגום משפטי, רפואי וטכני, לוקליזציה של אפליקציות ואתרים, כתוביות ודיבוב.</p>
</div><a href="https://targumplus.co.il/contact" class="wixui-button"><span>לקבלת הצעת מחיר</span></a></section>
<section class="wixui-section" id="comp-clients"><h2 class="font_2">לקוחות שסומכים עלינו</h2>
<div class="wixui-gallery">
<img src="${MEDIA}/8f2c1a_client1~mv2.png" alt="בנק הצפון"/>
<img src="${MEDIA}/8f2c1a_client2~mv2.png" alt="מדיקל ויז'ן"/>
<img src="${MEDIA}/8f2c1a_client3~mv2.png" alt="אפסייד גיימס"/>
<img src="${MEDIA}/8f2c1a_client4~mv2.png" alt="עיריית חולון"/>
</div></section>
<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2">טכנולוגיה בשירות המילים</h2><p class="font_8">אנחנו עובדים עם מערכות התרגום המובילות בעולם. <a href="https://targumplus.co.il/tech-partners">הכירו את השותפים שלנו</a></p></div></section>`,
      ),
    },
    '/tech-partners': {
      headers,
      html: page(
        'שותפים | תרגום פלוס',
        'שותפי הטכנולוגיה והסוכנויות השותפות של תרגום פלוס.',
        `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
<h1 class="font_0">השותפים שלנו</h1>
<p class="font_7">איכות התרגום נבנית משילוב של אנשים וטכנולוגיה. אלה השותפים שאיתם אנחנו עובדים מדי יום.</p>
</div></section>
<section class="wixui-section"><h2 class="font_2">שותפי טכנולוגיה</h2>
<div role="list" class="wixui-repeater">
${card('Lexigrid', 'https://www.lexigrid.com/', 'כלי התרגום בעזרת מחשב (CAT) שבו עובדים כל המתרגמים שלנו, עם זיכרונות תרגום ומאגרי מונחים משותפים.', '8f2c1a_lexigrid~mv2.png')}
${card('PhraseLoom', 'https://phraseloom.io/', 'מערכת ניהול לוקליזציה (TMS) המחוברת ישירות למאגרי הקוד של לקוחות התוכנה שלנו.', '8f2c1a_phraseloom~mv2.png')}
${card('GlossaMT', 'https://glossamt.ai/', 'מנוע תרגום מכונה מותאם לעברית ולערבית, עם עריכה אנושית מלאה.', '8f2c1a_glossamt~mv2.png')}
${card('Subtitly Pro', 'https://subtitlypro.com/', 'פלטפורמת כתוביות וסנכרון לווידאו, טלוויזיה וקולנוע.', '8f2c1a_subtitly~mv2.png')}
${card('VoxDub', 'https://voxdub.studio/', 'אולפן דיבוב דיגיטלי המשלב קריינים אנושיים וקולות סינתטיים.', '8f2c1a_voxdub~mv2.png')}
</div></section>
<section class="wixui-section"><h2 class="font_2">סוכנויות שותפות בחו"ל</h2>
<div class="wixui-rich-text" data-testid="richTextElement"><p class="font_8">סוכנויות התרגום האלה משווקות את שירותי העברית והערבית שלנו ללקוחותיהן באירופה ובאסיה:</p>
<ul class="font_8">
<li><a href="https://www.babelbridge.de/" target="_blank">Babel Bridge Übersetzungen</a> – ברלין, גרמניה</li>
<li><a href="https://kotobalink.jp/" target="_blank">Kotoba Link</a> – טוקיו, יפן</li>
</ul>
<p class="font_8">מתרגמים עצמאיים? <a href="https://targumplus.co.il/join">הצטרפו למאגר המתרגמים שלנו</a></p></div>
</section>`,
      ),
    },
    '/clients': {
      headers,
      html: page(
        'לקוחות | תרגום פלוס',
        'לקוחות וסיפורי הצלחה.',
        `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
<h1 class="font_0">סיפורי הצלחה</h1>
<h3 class="font_4">אפסייד גיימס</h3><p class="font_8">לוקליזציה של משחק מובייל ל-12 שפות תוך שלושה שבועות. <a href="https://www.upsidegames.co.il/" target="_blank">לאתר הלקוח</a></p>
<h3 class="font_4">מדיקל ויז'ן</h3><p class="font_8">תרגום תיעוד רגולטורי ל-FDA ול-CE.</p>
</div></section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'אודות | תרגום פלוס',
        'מי אנחנו.',
        `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
<h1 class="font_0">אודות תרגום פלוס</h1>
<p class="font_8">תרגום פלוס נוסדה ב-2006 על ידי המתרגמת נועה ברק. כיום אנו צוות של 18 מנהלי פרויקטים ועורכים, ומאגר של 260 מתרגמים ב-40 שפות.</p>
<p class="font_8">זכינו בפרס "עסק קטן מצטיין" של לשכת המסחר תל אביב 2022.</p>
</div></section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'צור קשר | תרגום פלוס',
        'צרו קשר לקבלת הצעת מחיר.',
        `<section class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
<h1 class="font_0">צור קשר</h1>
<p class="font_8">טלפון: 03-5618840 · דוא"ל: <a href="mailto:office@targumplus.co.il">office@targumplus.co.il</a></p>
</div>
<form class="wixui-form"><input type="text" name="name" placeholder="שם מלא"/><input type="email" name="email" placeholder="דוא&quot;ל"/><textarea name="message" placeholder="במה נוכל לעזור?"></textarea><button type="submit">שליחה</button></form>
</section>`,
      ),
    },
  },
  technologies: ['wix', 'websitebuilder', 'react', 'open-graph'],
  partners: {
    'lexigrid.com': 'technology',
    'phraseloom.io': 'technology',
    'glossamt.ai': 'technology',
    'subtitlypro.com': 'technology',
    'voxdub.studio': 'technology',
    'babelbridge.de': 'channel',
    'kotobalink.jp': 'channel',
  },
};
