import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, section: string, content: string) => `<!DOCTYPE html>
<html lang="lv" class="no-js">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="Kalnciema arhitekti ir Rīgas arhitektu birojs, kas projektē skolas, bibliotēkas un dzīvojamās ēkas koka un betona konstrukcijās.">
  <link rel="preconnect" href="https://use.typekit.net" crossorigin>
  <link rel="stylesheet" href="https://use.typekit.net/qbx4fhe.css">
  <link rel="stylesheet" href="/dist/css/app.5e91c2d7.css">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <script defer data-domain="kalnciemaarhitekti.lv" src="https://plausible.io/js/plausible.js"></script>
</head>
<body class="section-${section}">
  <header class="header">
    <a href="/" class="header__logo" aria-label="Kalnciema arhitekti – sākums"><svg width="132" height="28" aria-hidden="true"><use href="/dist/img/sprite.svg#logo"></use></svg></a>
    <nav class="header__nav" aria-label="Galvenā navigācija">
      <a href="/projekti"${section === 'projekti' ? ' aria-current="page"' : ''}>Projekti</a>
      <a href="/birojs"${section === 'birojs' ? ' aria-current="page"' : ''}>Birojs</a>
      <a href="/sadarbiba"${section === 'sadarbiba' ? ' aria-current="page"' : ''}>Sadarbība</a>
      <a href="/karjera"${section === 'karjera' ? ' aria-current="page"' : ''}>Karjera</a>
      <a href="/kontakti"${section === 'kontakti' ? ' aria-current="page"' : ''}>Kontakti</a>
    </nav>
    <div class="header__lang"><a href="/" lang="lv" aria-current="true">LV</a> <a href="/en" lang="en">EN</a></div>
  </header>
  <main id="main" class="main">
${content}
  </main>
  <footer class="footer">
    <div class="footer__col">
      <p><strong>SIA „Kalnciema arhitekti”</strong><br>Kalnciema iela 35, Rīga, LV-1046<br><a href="tel:+37167601240">+371 6760 1240</a><br><a href="mailto:birojs@kalnciemaarhitekti.lv">birojs@kalnciemaarhitekti.lv</a></p>
    </div>
    <div class="footer__col">
      <a href="https://www.instagram.com/kalnciema.arhitekti/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://www.linkedin.com/company/kalnciema-arhitekti/" target="_blank" rel="noopener">LinkedIn</a>
      <a href="https://www.facebook.com/kalnciemaarhitekti" target="_blank" rel="noopener">Facebook</a>
    </div>
    <div class="footer__col footer__credits">
      <p>&copy; 2024 Kalnciema arhitekti &middot; <a href="/privatuma-politika">Privātuma politika</a></p>
      <p>Mājaslapas dizains un izstrāde: <a href="https://ozols.studio/" target="_blank" rel="noopener">Studio Ozols</a></p>
    </div>
  </footer>
  <script src="/dist/js/app.a41be09f.js" defer></script>
</body>
</html>`;

const projekts = (slug: string, nosaukums: string, gads: string, info: string) => `<article class="project-card">
      <a href="/projekti/${slug}" class="project-card__image"><img src="/uploads/projekti/_800x600_crop_center-center_82_none/${slug}.jpg" alt="${nosaukums}" loading="lazy"></a>
      <h2 class="project-card__title"><a href="/projekti/${slug}">${nosaukums}</a></h2>
      <p class="project-card__meta">${gads}</p>
      <p class="project-card__info">${info}</p>
    </article>`;

export const site: CorpusSite = {
  domain: 'kalnciemaarhitekti.lv',
  covers:
    'Latvian architecture bureau on Craft CMS (nginx, Adobe Fonts, Plausible) with NO partners at all: a "Sadarbība" nav page that only explains how clients work with the bureau, project credits naming clients, the general contractor and the photographer, memberships, awards, a sponsored festival and student prize, press links, a job portal and the web-agency credit in the footer.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'nginx',
        'x-powered-by': 'Craft CMS',
        'set-cookie':
          'CRAFT_CSRF_TOKEN=5b3e0a9c1f7d2e4b6a8c0d2f4e6a8b0c1d3f5e7a9b2c4d6e8f0a1b3c5d7e9f1a%7C8e2c4a6b0d1f3e5a7c9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c; path=/; secure; HttpOnly; SameSite=Lax',
        'strict-transport-security': 'max-age=31536000',
        'x-content-type-options': 'nosniff',
      },
      html: page(
        'Kalnciema arhitekti – arhitektu birojs Rīgā',
        'home',
        `<section class="intro">
      <h1 class="intro__title">Arhitektūra, kas noveco skaisti.</h1>
      <p class="intro__text">Esam 14 arhitektu birojs Āgenskalnā. Projektējam skolas, bibliotēkas un daudzdzīvokļu ēkas, kurās koks, gaisma un apkārtne ir svarīgāki par efektiem.</p>
    </section>
    <section class="featured">
      <div class="swiper featured__slider">
        <div class="swiper-wrapper">
          <div class="swiper-slide"><a href="/projekti/agenskalna-skola"><img src="/uploads/projekti/_1600x900_crop_center-center_82_none/agenskalna-skola.jpg" alt="Āgenskalna sākumskola"></a><p>Āgenskalna sākumskola, 2023</p></div>
          <div class="swiper-slide"><a href="/projekti/kuldigas-biblioteka"><img src="/uploads/projekti/_1600x900_crop_center-center_82_none/kuldigas-biblioteka.jpg" alt="Kuldīgas bibliotēka"></a><p>Kuldīgas bibliotēkas pārbūve, 2022</p></div>
        </div>
      </div>
    </section>
    <section class="news">
      <h2>Jaunumi</h2>
      <p><time datetime="2024-04-18">18.04.2024.</time> Āgenskalna sākumskola nominēta <a href="https://www.miesarch.com/work/5512" target="_blank" rel="noopener">Eiropas Savienības Mīsa van der Roes balvai</a>.</p>
      <p><time datetime="2024-02-02">02.02.2024.</time> Meklējam projektu vadītāju &ndash; <a href="/karjera">lasīt vairāk</a>.</p>
    </section>`,
      ),
    },
    '/projekti': {
      html: page(
        'Projekti – Kalnciema arhitekti',
        'projekti',
        `<h1 class="page-title">Projekti</h1>
    <ul class="filters"><li><a href="/projekti" class="is-active">Visi</a></li><li><a href="/projekti?kategorija=izglitiba">Izglītība</a></li><li><a href="/projekti?kategorija=kultura">Kultūra</a></li><li><a href="/projekti?kategorija=majokli">Mājokļi</a></li></ul>
    <div class="project-grid">
    ${projekts('agenskalna-skola', 'Āgenskalna sākumskola', '2023 · Rīga', 'Pasūtītājs: <a href="https://www.riga.lv/lv" target="_blank" rel="noopener">Rīgas valstspilsētas pašvaldība</a>')}
    ${projekts('kuldigas-biblioteka', 'Kuldīgas bibliotēkas pārbūve', '2022 · Kuldīga', 'Pasūtītājs: Kuldīgas novada pašvaldība')}
    ${projekts('kalnciema-kvartals-paviljons', 'Kalnciema kvartāla paviljons', '2021 · Rīga', 'Pasūtītājs: <a href="https://kalnciemaiela.lv/" target="_blank" rel="noopener">Kalnciema kvartāls</a>')}
    ${projekts('mezaparka-rindu-majas', 'Mežaparka rindu mājas', '2020 · Rīga', 'Privāts pasūtītājs')}
    </div>`,
      ),
    },
    '/projekti/agenskalna-skola': {
      html: page(
        'Āgenskalna sākumskola – Kalnciema arhitekti',
        'projekti',
        `<article class="project">
      <h1 class="project__title">Āgenskalna sākumskola</h1>
      <div class="project__lead"><p>Trīsstāvu koka skola 480 bērniem ar atvērtu pagalmu un bibliotēku, kas vakaros kalpo apkaimei.</p></div>
      <dl class="project__facts">
        <dt>Gads</dt><dd>2023</dd>
        <dt>Platība</dt><dd>5 200 m²</dd>
        <dt>Pasūtītājs</dt><dd><a href="https://www.riga.lv/lv" target="_blank" rel="noopener">Rīgas valstspilsētas pašvaldība</a></dd>
        <dt>Būvnieks</dt><dd><a href="https://www.merko.lv/" target="_blank" rel="noopener">SIA „Merko Būve”</a></dd>
        <dt>Foto</dt><dd><a href="https://www.ansisstarks.lv/" target="_blank" rel="noopener">Ansis Starks</a></dd>
      </dl>
      <div class="swiper project__gallery"><div class="swiper-wrapper">
        <div class="swiper-slide"><img src="/uploads/projekti/agenskalna-skola/_1600x1067_fit_center-center_82_none/fasade.jpg" alt="Skolas fasāde"></div>
        <div class="swiper-slide"><img src="/uploads/projekti/agenskalna-skola/_1600x1067_fit_center-center_82_none/biblioteka.jpg" alt="Skolas bibliotēka"></div>
      </div></div>
      <p>Par projektu rakstīja <a href="https://www.lsm.lv/raksts/kultura/arhitektura/agenskalna-koka-skola.a512345/" target="_blank" rel="noopener">LSM</a> un <a href="https://www.delfi.lv/bizness/koka-skola-riga" target="_blank" rel="noopener">Delfi</a>.</p>
    </article>`,
      ),
    },
    '/birojs': {
      html: page(
        'Birojs – Kalnciema arhitekti',
        'birojs',
        `<h1 class="page-title">Birojs</h1>
    <div class="rich-text">
      <p>Biroju 2009. gadā dibināja arhitekti Līga Bērziņa un Kārlis Ozoliņš. Šodien mūsu komandā ir 14 arhitekti, ainavu arhitekte un projektu vadītāji.</p>
      <h2>Apbalvojumi</h2>
      <ul>
        <li>2023 &ndash; <a href="https://arhitekturasgadabalva.lv/2023/" target="_blank" rel="noopener">Latvijas Arhitektūras gada balva</a>, Grand Prix (Āgenskalna sākumskola)</li>
        <li>2022 &ndash; Latvijas Būvniecības gada balva, 1. vieta pārbūvju kategorijā</li>
      </ul>
      <h2>Biedrības</h2>
      <p>Visi biroja arhitekti ir sertificēti un ir <a href="https://latarh.lv/" target="_blank" rel="noopener">Latvijas Arhitektu savienības</a> biedri.</p>
      <h2>Atbalstām</h2>
      <p>Kopš 2018. gada esam festivāla <a href="https://www.arhitekturasdienas.lv/" target="_blank" rel="noopener">Arhitektūras dienas Cēsīs</a> atbalstītāji un katru gadu pasniedzam balvu labākajam bakalaura darbam <a href="https://www.rtu.lv/lv/arhitekturas-fakultate" target="_blank" rel="noopener">RTU Arhitektūras fakultātē</a>.</p>
    </div>`,
      ),
    },
    '/sadarbiba': {
      html: page(
        'Sadarbība – Kalnciema arhitekti',
        'sadarbiba',
        `<h1 class="page-title">Sadarbība</h1>
    <div class="rich-text">
      <p>Strādājam gan ar pašvaldībām un valsts iestādēm, gan ar privātiem pasūtītājiem. Lūk, kā parasti notiek sadarbība ar mums.</p>
      <ol class="steps">
        <li><h3>Iepazīšanās</h3><p>Tiekamies objektā, pārrunājam vajadzības, budžetu un termiņus.</p></li>
        <li><h3>Metu stadija</h3><p>Piedāvājam divus līdz trīs risinājumus un kopā izvēlamies virzienu.</p></li>
        <li><h3>Būvprojekts</h3><p>Izstrādājam būvprojektu, saskaņojam to būvvaldē un palīdzam izvēlēties būvnieku.</p></li>
        <li><h3>Autoruzraudzība</h3><p>Būvniecības laikā regulāri esam objektā, lai ēka top tāda, kāda projektēta.</p></li>
      </ol>
      <p>Piedalāmies arī publiskajos iepirkumos un metu konkursos. Sazinies: <a href="mailto:birojs@kalnciemaarhitekti.lv">birojs@kalnciemaarhitekti.lv</a>.</p>
    </div>`,
      ),
    },
    '/karjera': {
      html: page(
        'Karjera – Kalnciema arhitekti',
        'karjera',
        `<h1 class="page-title">Karjera</h1>
    <div class="rich-text">
      <p>Meklējam <strong>projektu vadītāju</strong> ar pieredzi publisko ēku projektēšanā. Sludinājums publicēts arī <a href="https://www.cv.lv/lv/vacancy/1187654/kalnciema-arhitekti/projektu-vadītajs" target="_blank" rel="noopener">CV.lv</a>.</p>
      <p>Studentiem piedāvājam vasaras praksi. CV sūti uz <a href="mailto:darbs@kalnciemaarhitekti.lv">darbs@kalnciemaarhitekti.lv</a>.</p>
    </div>`,
      ),
    },
    '/kontakti': {
      html: page(
        'Kontakti – Kalnciema arhitekti',
        'kontakti',
        `<h1 class="page-title">Kontakti</h1>
    <p>Kalnciema iela 35, Rīga, LV-1046 (ieeja no pagalma, 2. stāvs)</p>
    <form method="post" accept-charset="UTF-8" class="contact-form">
      <input type="hidden" name="CRAFT_CSRF_TOKEN" value="Xq3bY7s2Kf8Lm1Np0Rt5Uv9Wx4Za6Cd">
      <input type="hidden" name="action" value="contact-form/send">
      <label for="fromName">Vārds</label><input id="fromName" type="text" name="fromName">
      <label for="fromEmail">E-pasts</label><input id="fromEmail" type="email" name="fromEmail">
      <label for="message">Ziņa</label><textarea id="message" name="message[body]"></textarea>
      <button type="submit">Sūtīt</button>
    </form>`,
      ),
    },
  },
  sitemap: ['/', '/projekti', '/projekti/agenskalna-skola', '/birojs', '/sadarbiba', '/karjera', '/kontakti'],
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'typekit', 'adobe-fonts', 'plausible', 'swiper', 'hsts'],
  partners: {},
};
