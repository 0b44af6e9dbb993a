import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'LiteSpeed',
  'x-content-type-options': 'nosniff',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="hu-hu" dir="ltr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="${description}">
    <meta name="generator" content="Joomla! - Open Source Content Management">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:url" content="https://alfoldibiokontroll.hu${path}">
    <meta property="og:image" content="https://alfoldibiokontroll.hu/images/og/bio-logo-tanusitas.jpg">
    <title>${title}</title>
    <link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
    <link href="https://alfoldibiokontroll.hu${path}" rel="canonical">
    <link href="/media/system/css/joomla-fontawesome.min.css?8b1c2d" rel="lazy-stylesheet">
    <link href="/media/templates/site/cassiopeia/css/template.min.css?8b1c2d" rel="stylesheet">
    <link href="/media/templates/site/cassiopeia/css/user.css?8b1c2d" rel="stylesheet">
    <script type="application/json" class="joomla-script-options new">{"system.paths":{"root":"","rootFull":"https:\\/\\/alfoldibiokontroll.hu\\/","base":"","baseFull":"https:\\/\\/alfoldibiokontroll.hu\\/"},"csrf.token":"3f9c0a7e61b24d58c8e2a1f0b7d49e63"}</script>
    <script src="/media/system/js/core.min.js?37ffe4"></script>
    <script src="/media/templates/site/cassiopeia/js/template.min.js?8b1c2d" defer></script>
    <script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Alföldi Biokontroll Kft.","url":"https://alfoldibiokontroll.hu/","address":{"@type":"PostalAddress","streetAddress":"Kossuth u. 21.","addressLocality":"Kecskemét","postalCode":"6000","addressCountry":"HU"},"sameAs":["https://www.facebook.com/alfoldibiokontroll"]}</script>
</head>`;
}

const top = `<body class="site com_content wrapper-static view-article layout-blog no-task itemid-101 has-sidebar-right">
    <header class="header container-header full-width">
        <div class="grid-child">
            <div class="navbar-brand">
                <a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://alfoldibiokontroll.hu/images/logo/alfoldi-biokontroll-logo.png" alt="Alföldi Biokontroll" width="240" height="70"></a>
                <div class="site-description">Ökológiai tanúsítás 2003 óta</div>
            </div>
        </div>
        <div class="grid-child container-nav">
            <nav class="navbar navbar-expand-md" aria-label="Főmenü">
                <ul class="mod-menu mod-list nav ">
                    <li class="nav-item item-101 default current active"><a href="/" aria-current="page">Kezdőlap</a></li>
                    <li class="nav-item item-102"><a href="/tanusitas">Tanúsítás menete</a></li>
                    <li class="nav-item item-103"><a href="/dijak">Díjak</a></li>
                    <li class="nav-item item-104"><a href="/tanusitott-termelok">Tanúsított termelők</a></li>
                    <li class="nav-item item-105"><a href="/partnereink">Partnereink</a></li>
                    <li class="nav-item item-106"><a href="/rolunk">Rólunk</a></li>
                    <li class="nav-item item-107"><a href="/kapcsolat">Kapcsolat</a></li>
                </ul>
            </nav>
        </div>
    </header>
    <div class="site-grid">
        <div class="grid-child container-component">
            <main>`;

const bottom = `            </main>
        </div>
    </div>
    <footer class="container-footer footer full-width">
        <div class="grid-child">
            <div class="mod-custom custom">
                <p>Alföldi Biokontroll Kft. · 6000 Kecskemét, Kossuth u. 21. · Tel.: +36 76 505 218 · <a href="mailto:iroda@alfoldibiokontroll.hu">iroda@alfoldibiokontroll.hu</a></p>
                <p>Ellenőrző szervezet kódja: HU-ÖKO-03 · Akkreditálta a <a href="https://nah.gov.hu/" target="_blank" rel="noopener">Nemzeti Akkreditáló Hatóság</a> (NAH-4-0121/2021)</p>
                <p><a href="/adatvedelem">Adatvédelmi tájékoztató</a> · <a href="/impresszum">Impresszum</a> · <a href="/karrier">Karrier</a> · <a href="https://www.facebook.com/alfoldibiokontroll" target="_blank" rel="noopener">Facebook</a></p>
            </div>
        </div>
    </footer>
    <a href="#top" id="back-top" class="back-to-top-link" aria-label="Vissza a tetejére"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
    <div id="cookie-consent" class="cookie-bar" role="dialog" aria-live="polite"><p>Weboldalunk sütiket használ a megfelelő működés érdekében. <a href="/adatvedelem#sutik">Részletek</a></p><button type="button" class="btn btn-success">Elfogadom</button></div>
</body>
</html>`;

const home = `${head('Alföldi Biokontroll – ökológiai tanúsítás', 'Független ellenőrző és tanúsító szervezet ökológiai gazdálkodók, feldolgozók és forgalmazók számára.', '/')}
${top}
                <div class="com-content-article item-page">
                    <h1>Ökológiai tanúsítás gazdálkodóknak és feldolgozóknak</h1>
                    <p>Az Alföldi Biokontroll 2003 óta ellenőrzi és tanúsítja az ökológiai termelést a (EU) 2018/848 rendelet szerint. Jelenleg 1 480 gazdálkodót és 160 feldolgozó üzemet ellenőrzünk.</p>
                    <h2>Hírek</h2>
                    <ul>
                        <li><a href="/hirek/atallasi-idoszak-2024">Átállási időszak: változások 2024-ben</a></li>
                        <li><a href="/hirek/okopiac-kecskemet">Minden szombaton bio termelői piac Kecskeméten</a></li>
                    </ul>
                    <h2>Támogatóink</h2>
                    <p>Ismeretterjesztő programunkat a <a href="https://www.palyazat.gov.hu/" target="_blank" rel="noopener">Vidékfejlesztési Program</a> támogatja.</p>
                </div>
${bottom}`;

const partnereink = `${head('Partnereink – Alföldi Biokontroll', 'Együttműködő szervezetek, laborpartnerek és külföldi tanúsító partnereink.', '/partnereink')}
${top}
                <div class="com-content-article item-page">
                    <h1>Partnereink</h1>
                    <div class="com-content-article__body">
                        <p>Munkánk során az alábbi szervezetekkel működünk együtt.</p>
                        <h2>Szakmai együttműködő partnerek</h2>
                        <ul>
                            <li><a href="https://okogazdak.hu/" target="_blank" rel="noopener">Alföldi Ökogazdák Egyesülete</a> – termelői képzések, szaktanácsadás</li>
                            <li><a href="https://www.biolabanalitika.hu/szolgaltatasok" target="_blank" rel="noopener">BioLab Analitika Kft.</a> – akkreditált laboratórium, növényvédőszer-maradék vizsgálatok</li>
                            <li><a href="http://okopiac-kecskemet.hu" target="_blank" rel="noopener">Kecskeméti Ökopiac</a> – bio termelői piac</li>
                            <li>Dr. Szabó Ágnes ügyvédi iroda – jogi tanácsadás</li>
                        </ul>
                        <h2>Külföldi tanúsító partnereink</h2>
                        <p>Export tanúsításban és kölcsönös ellenőrzésekben az alábbi szervezetekkel működünk együtt:</p>
                        <table class="table table-striped">
                            <thead><tr><th>Ország</th><th>Szervezet</th><th>Weboldal</th></tr></thead>
                            <tbody>
                                <tr><td>Románia</td><td>BioCert Transilvania SRL</td><td><a href="https://www.biocert-transilvania.ro/">biocert-transilvania.ro</a></td></tr>
                                <tr><td>Szlovákia</td><td>EkoKontrola Slovensko s.r.o.</td><td><a href="https://ekokontrola.sk/">ekokontrola.sk</a></td></tr>
                                <tr><td>Ausztria</td><td>Bio-Prüfstelle Pannonia GmbH</td><td><a href="https://www.biopruefstelle-pannonia.at/de/partner">biopruefstelle-pannonia.at</a></td></tr>
                            </tbody>
                        </table>
                        <h2>Szoftverpartnerünk</h2>
                        <p>Az online ügyfélportált és az ellenőrzési jegyzőkönyvek digitális kitöltését a <a href="https://www.tanusitas-szoftver.hu/" target="_blank" rel="noopener">CertiSoft Kft.</a> rendszere biztosítja.</p>
                    </div>
                </div>
${bottom}`;

const termelok = `${head('Tanúsított termelők – Alföldi Biokontroll', 'Az Alföldi Biokontroll által tanúsított ökológiai gazdálkodók és feldolgozók nyilvános listája.', '/tanusitott-termelok')}
${top}
                <div class="com-content-article item-page">
                    <h1>Tanúsított termelők és feldolgozók</h1>
                    <p>Az alábbi vállalkozások érvényes ökológiai tanúsítvánnyal rendelkeznek (frissítve: 2024. április 2.). A tanúsítvány érvényessége a <a href="https://webgate.ec.europa.eu/tracesnt/directory/publication/organic-operator/index">TRACES</a> rendszerben is ellenőrizhető.</p>
                    <table class="table">
                        <thead><tr><th>Tanúsítvány</th><th>Vállalkozás</th><th>Tevékenység</th><th>Weboldal</th></tr></thead>
                        <tbody>
                            <tr><td>HU-ÖKO-03-1187</td><td>Homokhát Bio Zöldség Kft.</td><td>Zöldségtermesztés</td><td><a href="https://homokhatbio.hu/">homokhatbio.hu</a></td></tr>
                            <tr><td>HU-ÖKO-03-0942</td><td>Tisza-menti Bio Malom Zrt.</td><td>Malomipari feldolgozás</td><td><a href="https://www.biomalom-tisza.hu/">biomalom-tisza.hu</a></td></tr>
                            <tr><td>HU-ÖKO-03-1310</td><td>Kiss Péter egyéni vállalkozó</td><td>Gyümölcstermesztés</td><td>–</td></tr>
                            <tr><td>HU-ÖKO-03-0815</td><td>Kunsági Bio Tej Kft.</td><td>Tejfeldolgozás</td><td><a href="http://kunsagibiotej.hu">kunsagibiotej.hu</a></td></tr>
                        </tbody>
                    </table>
                </div>
${bottom}`;

const kapcsolat = `${head('Kapcsolat – Alföldi Biokontroll', 'Vegye fel velünk a kapcsolatot tanúsítási ajánlatért.', '/kapcsolat')}
${top}
                <div class="com-contact contact">
                    <h1>Kapcsolat</h1>
                    <form id="contact-form" action="/kapcsolat" method="post" class="form-validate form-horizontal well">
                        <label for="jform_contact_name">Név</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required">
                        <label for="jform_contact_email">E-mail</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required">
                        <label for="jform_contact_message">Üzenet</label><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="8" class="form-control required"></textarea>
                        <div class="g-recaptcha" data-sitekey="6LeX2fkpAAAAAF3xQ1example-sitekey"></div>
                        <button class="btn btn-primary validate" type="submit">Küldés</button>
                    </form>
                    <script src="https://www.google.com/recaptcha/api.js?onload=JoomlainitReCaptcha2&amp;render=explicit&amp;hl=hu-HU" defer></script>
                </div>
${bottom}`;

export const site: CorpusSite = {
  domain: 'alfoldibiokontroll.hu',
  covers:
    'Hungarian organic certifier on Joomla 4 (LiteSpeed, reCAPTCHA): plain partner list with one unlinked entry, foreign certification partners in a table (.ro, .sk, .at deep link), software partner in prose; negatives: public directory of certified producers with websites (clients, not partners), accreditation body, EU directory, funder, Facebook',
  pages: {
    '/': { headers, html: home },
    '/partnereink': { headers, html: partnereink },
    '/tanusitott-termelok': { headers, html: termelok },
    '/kapcsolat': { headers, html: kapcsolat },
  },
  technologies: ['joomla', 'php', 'litespeed', 'recaptcha', 'open-graph'],
  partners: {
    'okogazdak.hu': 'generic',
    'biolabanalitika.hu': 'generic',
    'okopiac-kecskemet.hu': 'generic',
    'biocert-transilvania.ro': 'generic',
    'ekokontrola.sk': 'generic',
    'biopruefstelle-pannonia.at': 'generic',
    'tanusitas-szoftver.hu': 'technology',
  },
};
