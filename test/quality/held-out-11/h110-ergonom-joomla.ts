import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, itemId: string, content: string, extraHead = '') => `<!DOCTYPE html>
<html lang="hr-hr" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="Ergonom d.o.o. – proizvođač uredskog namještaja iz Hrvatske. Radni stolovi, uredske stolice, akustični paneli i opremanje poslovnih prostora.">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="/media/templates/site/ergonom/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
	<link href="/media/templates/site/ergonom/css/template.min.css?5a1f3c" rel="stylesheet">
	<link href="/media/templates/site/ergonom/css/user.css?5a1f3c" rel="stylesheet">
	<link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet">
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Greška","MESSAGE":"Poruka","NOTICE":"Napomena","WARNING":"Upozorenje","JCLOSE":"Zatvori","JOK":"U redu","JOPEN":"Otvori"},"system.paths":{"root":"","rootFull":"https:\\/\\/ergonom.hr\\/","base":"","baseFull":"https:\\/\\/ergonom.hr\\/"},"csrf.token":"c4a8e2f06b1d3e5f7a9c1b3d5e7f9a2c"}</script>
	<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/templates/site/ergonom/js/template.min.js?5a1f3c" defer></script>
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5HRV2KT');</script>
	<!-- End Google Tag Manager -->
${extraHead}
</head>
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemId} has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://ergonom.hr/images/logo/ergonom-logo.svg" alt="Ergonom" width="170" height="40"></a></div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Glavni izbornik">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Prikaži/sakrij navigaciju"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav ">
						<li class="nav-item item-101 default"><a href="/">Početna</a></li>
						<li class="nav-item item-112 deeper parent"><a href="/proizvodi">Proizvodi</a></li>
						<li class="nav-item item-118"><a href="/reference">Reference</a></li>
						<li class="nav-item item-121"><a href="/prodajna-mjesta">Gdje kupiti</a></li>
						<li class="nav-item item-125"><a href="/o-nama">O nama</a></li>
						<li class="nav-item item-130"><a href="/kontakt">Kontakt</a></li>
					</ul>
				</div>
			</nav>
		</div>
	</header>
	<div class="site-grid">
		<div class="grid-child container-component">
			<main>
${content}
			</main>
		</div>
	</div>
	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div class="moduletable footer-kontakt">
				<p><strong>Ergonom d.o.o.</strong><br>Industrijska 14, 10431 Sveta Nedelja<br>OIB: 48213375190<br>Tel: +385 1 3371 500 &middot; <a href="mailto:info@ergonom.hr">info@ergonom.hr</a></p>
			</div>
			<div class="moduletable footer-linkovi">
				<ul class="mod-menu mod-list nav ">
					<li class="nav-item item-140"><a href="/eu-projekti">EU projekti</a></li>
					<li class="nav-item item-141"><a href="/karijere">Karijere</a></li>
					<li class="nav-item item-142"><a href="/novosti">Novosti</a></li>
					<li class="nav-item item-143"><a href="/zastita-osobnih-podataka">Zaštita osobnih podataka</a></li>
				</ul>
			</div>
			<div class="moduletable footer-drustvene">
				<a href="https://www.facebook.com/ergonom.hr" target="_blank" rel="noopener">Facebook</a>
				<a href="https://www.instagram.com/ergonom_namjestaj/" target="_blank" rel="noopener">Instagram</a>
				<a href="https://www.linkedin.com/company/ergonom-d-o-o/" target="_blank" rel="noopener">LinkedIn</a>
			</div>
			<div class="moduletable eu-banner"><a href="/eu-projekti"><img src="/images/eu/eu-fondovi-banner.png" alt="Europska unija – Zajedno do fondova EU"></a></div>
			<p class="copyright">&copy; 2024 Ergonom d.o.o. Sva prava pridržana. Izrada: <a href="https://www.webkvadrat.hr/" target="_blank" rel="noopener">Web Kvadrat</a></p>
		</div>
	</footer>
</body>
</html>`;

const trgovac = (naziv: string, adresa: string, kontakt: string) =>
  `<tr><td><strong>${naziv}</strong></td><td>${adresa}</td><td>${kontakt}</td></tr>`;

const kontaktDetalj = (
  naziv: string,
  grad: string,
  adresa: string,
  tel: string,
  web: string,
) => `<div class="com-contact contact" itemscope itemtype="https://schema.org/Person">
	<h1><span class="contact-name" itemprop="name">${naziv}</span></h1>
	<div class="com-contact__category category"><span class="contact-category"><a href="/prodajna-mjesta">Prodajna mjesta – Hrvatska</a></span></div>
	<h3>Kontakt</h3>
	<div class="com-contact__container">
		<dl class="com-contact__address contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
			<dt><span class="icon-address" aria-hidden="true"></span><span class="visually-hidden">Adresa</span></dt>
			<dd><span class="contact-street" itemprop="streetAddress">${adresa}</span></dd>
			<dd><span class="contact-suburb" itemprop="addressLocality">${grad}</span></dd>
			<dd><span class="contact-country" itemprop="addressCountry">Hrvatska</span></dd>
			<dt><span class="icon-phone" aria-hidden="true"></span><span class="visually-hidden">Telefon</span></dt>
			<dd><span class="contact-telephone" itemprop="telephone">${tel}</span></dd>
			<dt><span class="icon-home" aria-hidden="true"></span><span class="visually-hidden">Web stranica</span></dt>
			<dd><span class="contact-webpage"><a href="${web}" target="_blank" rel="noopener noreferrer" itemprop="url">${web.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a></span></dd>
		</dl>
	</div>
	<div class="com-contact__miscinfo contact-miscinfo"><p>Izložbeni salon s kompletnim programom Ergonom stolica i radnih stolova. Moguća dostava i montaža.</p></div>
</div>`;

export const site: CorpusSite = {
  domain: 'ergonom.hr',
  covers:
    'Croatian office-furniture maker on Joomla 4 (LiteSpeed, Bootstrap, GTM): a "Gdje kupiti" article with per-country dealer tables for Croatia and the region where some names link to internal com_contact detail pages that link out, one dealer is reached only through a Joomla banner-click redirect, one domain is only written and some dealers have phone only, plus a configurator technology partner; traps are corporate references, EU structural-funds project page and footer banner, chamber membership, ISO certifier, trade fair, job portal, a fabric supplier in a news post, social links and the web-agency credit.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'LiteSpeed',
        'set-cookie': '8f2e1c6d0b9a4f3e7d5c2b1a0f9e8d7c=p7v2k9m4q1s8t3u6w0x5y2z7a4; path=/; secure; HttpOnly; SameSite=Lax',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cache-control': 'no-store, no-cache, must-revalidate',
        pragma: 'no-cache',
      },
      html: page(
        'Ergonom – uredski namještaj iz Hrvatske',
        '101',
        `<div class="blog-featured">
	<div class="hero"><img src="/images/naslovnica/ergonom-ured-2024.jpg" alt="Otvoreni uredski prostor opremljen Ergonom namještajem"><h1>Uredski namještaj koji radi za vas</h1><p>Već 30 godina u Svetoj Nedelji proizvodimo radne stolove, ergonomske stolice i akustične paravane. Projektiramo i opremamo urede, škole i banke diljem regije.</p><a class="btn btn-primary" href="/prodajna-mjesta">Pronađite najbliži salon</a></div>
	<div class="items-row cols-3 row">
		<div class="item column-1 col-md-4"><h2><a href="/proizvodi/radni-stolovi">Radni stolovi</a></h2><p>Elektropodesivi stolovi s dvostrukim motorom i 10 godina jamstva.</p></div>
		<div class="item column-2 col-md-4"><h2><a href="/proizvodi/uredske-stolice">Uredske stolice</a></h2><p>Stolice Ergo Flex i Ergo Pro, certificirane prema EN 1335.</p></div>
		<div class="item column-3 col-md-4"><h2><a href="/proizvodi/konfigurator">3D konfigurator</a></h2><p>Složite svoj ured u našem konfiguratoru i preuzmite ponudu.</p></div>
	</div>
</div>`,
      ),
    },
    '/prodajna-mjesta': {
      html: page(
        'Gdje kupiti – prodajna mjesta',
        '121',
        `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
	<meta itemprop="inLanguage" content="hr-HR">
	<div class="page-header"><h1 itemprop="headline">Gdje kupiti – prodajna mjesta</h1></div>
	<div itemprop="articleBody" class="com-content-article__body">
		<p>Ergonom namještaj možete pogledati i kupiti u našem salonu u Svetoj Nedelji te kod ovlaštenih trgovaca u Hrvatskoj i regiji. Ovlašteni trgovci nude savjetovanje, dostavu i montažu.</p>
		<h2>Hrvatska</h2>
		<table class="table table-striped prodajna-mjesta">
			<thead><tr><th>Trgovac</th><th>Adresa</th><th>Kontakt</th></tr></thead>
			<tbody>
				${trgovac('<a href="/prodajna-mjesta/hrvatska/interijeri-plus">Interijeri Plus d.o.o.</a>', 'Radnička cesta 48, Zagreb', '01 6177 420')}
				${trgovac('Uredska oprema Grgić', 'Ilica 302, Zagreb', '<a href="https://www.grgic-oprema.hr/" target="_blank" rel="noopener">www.grgic-oprema.hr</a>')}
				${trgovac('Dalmacija Ured d.o.o.', 'Poljička cesta 35, Split', '<a href="https://dalmacijaured.hr/" target="_blank" rel="noopener">dalmacijaured.hr</a>')}
				${trgovac('Kvarner Office', 'Zvonimirova 12, Rijeka', '051 338 910, www.kvarneroffice.hr')}
				${trgovac('Slavonija Interijer', 'Vukovarska 201, Osijek', '031 570 220')}
				${trgovac('<a href="/prodajna-mjesta/hrvatska/sjever-namjestaj">Sjever Namještaj</a>', 'Zagrebačka 88, Varaždin', '042 210 545')}
			</tbody>
		</table>
		<h2>Slovenija</h2>
		<table class="table table-striped prodajna-mjesta">
			<tbody>
				${trgovac('Pisarna Pro d.o.o.', 'Dunajska cesta 156, Ljubljana', '<a href="https://www.pisarnapro.si/" target="_blank" rel="noopener">www.pisarnapro.si</a>')}
				${trgovac('Štajer Interier', 'Tržaška cesta 61, Maribor', '<a href="https://stajer-interier.si/ergonom" target="_blank" rel="noopener">stajer-interier.si</a>')}
			</tbody>
		</table>
		<h2>Bosna i Hercegovina</h2>
		<table class="table table-striped prodajna-mjesta">
			<tbody>
				${trgovac('Ured BH d.o.o.', 'Zmaja od Bosne 7, Sarajevo', '<a href="https://uredbh.ba/" target="_blank" rel="noopener">uredbh.ba</a>')}
				${trgovac('Hercegovina Office', 'Kralja Tvrtka bb, Mostar', '<a href="http://www.hercegovinaoffice.com" target="_blank" rel="noopener">www.hercegovinaoffice.com</a>')}
			</tbody>
		</table>
		<h2>Srbija i Crna Gora</h2>
		<table class="table table-striped prodajna-mjesta">
			<tbody>
				${trgovac('Kancelarija Dizajn', 'Bulevar Mihajla Pupina 10, Beograd', '<a href="https://www.kancelarijadizajn.rs/" target="_blank" rel="noopener">kancelarijadizajn.rs</a>')}
				${trgovac('Vojvodina Enterijer', 'Bulevar oslobođenja 102, Novi Sad', '<a href="/component/banners/click/14" target="_blank" rel="noopener">Posjetite web stranicu</a>')}
				${trgovac('Montenegro Office Solutions', 'Bulevar Džordža Vašingtona 51, Podgorica', '<a href="https://moffice.me/" target="_blank" rel="noopener">moffice.me</a>')}
			</tbody>
		</table>
		<h2>Tehnološki partner</h2>
		<p>Naš 3D konfigurator i biblioteke za projektante izrađeni su na platformi pCon tvrtke EasternGraphics, našeg tehnološkog partnera: <a href="https://pcon-solutions.com/" target="_blank" rel="noopener">pcon-solutions.com</a>.</p>
		<p>Želite postati ovlašteni trgovac? Javite se na <a href="mailto:prodaja@ergonom.hr">prodaja@ergonom.hr</a>.</p>
	</div>
</div>`,
      ),
    },
    '/prodajna-mjesta/hrvatska/interijeri-plus': {
      html: page(
        'Interijeri Plus d.o.o.',
        '121',
        kontaktDetalj('Interijeri Plus d.o.o.', 'Zagreb', 'Radnička cesta 48', '01 6177 420', 'https://www.interijeri-plus.hr/'),
      ),
    },
    '/prodajna-mjesta/hrvatska/sjever-namjestaj': {
      html: page(
        'Sjever Namještaj',
        '121',
        kontaktDetalj('Sjever Namještaj', 'Varaždin', 'Zagrebačka 88', '042 210 545', 'https://sjever-namjestaj.hr/'),
      ),
    },
    '/component/banners/click/14': { status: 303, redirect: 'https://www.vojvodina-enterijer.rs/?utm_source=ergonom.hr&utm_medium=banner' },
    '/reference': {
      html: page(
        'Reference',
        '118',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>Reference</h1></div>
	<div class="com-content-article__body">
		<p>Neki od poslovnih prostora koje smo opremili u posljednjih pet godina:</p>
		<ul class="reference-lista">
			<li><strong>Infobip</strong>, kampus Vodnjan i ured u Zagrebu – 1.200 radnih mjesta (<a href="https://www.infobip.com/" target="_blank" rel="noopener">infobip.com</a>)</li>
			<li><strong>Zagrebačka banka</strong>, poslovnice u Zagrebu i Splitu (<a href="https://www.zaba.hr/" target="_blank" rel="noopener">zaba.hr</a>)</li>
			<li><strong>Sveučilište u Zagrebu</strong>, Fakultet elektrotehnike i računarstva – predavaonice i knjižnica</li>
			<li><strong>Hrvatski Telekom</strong>, centrala u Zagrebu – akustični paravani</li>
		</ul>
		<div class="logotipi"><img src="/images/reference/infobip.svg" alt="Infobip"> <img src="/images/reference/zaba.svg" alt="Zagrebačka banka"> <img src="/images/reference/fer.svg" alt="FER"> <img src="/images/reference/ht.svg" alt="Hrvatski Telekom"></div>
	</div>
</div>`,
      ),
    },
    '/o-nama': {
      html: page(
        'O nama',
        '125',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>O nama</h1></div>
	<div class="com-content-article__body">
		<p>Ergonom je osnovan 1994. kao obiteljska stolarija. Danas zapošljavamo 140 ljudi, a tvornica u Svetoj Nedelji ima 12.000 m².</p>
		<h2>Certifikati i članstva</h2>
		<ul>
			<li>ISO 9001 i ISO 14001, certifikacijsko tijelo <a href="https://www.bureauveritas.hr/" target="_blank" rel="noopener">Bureau Veritas Hrvatska</a></li>
			<li>FSC certifikat lanca sljedivosti</li>
			<li>Član <a href="https://www.hgk.hr/" target="_blank" rel="noopener">Hrvatske gospodarske komore</a> – Udruženje drvne industrije</li>
		</ul>
		<h2>Sajmovi</h2>
		<p>Svake godine izlažemo na sajmu <a href="https://ambienta.zv.hr/" target="_blank" rel="noopener">Ambienta</a> na Zagrebačkom velesajmu, hala 6.</p>
	</div>
</div>`,
      ),
    },
    '/eu-projekti': {
      html: page(
        'EU projekti',
        '140',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>EU projekti</h1></div>
	<div class="com-content-article__body">
		<h2>Povećanje proizvodnog kapaciteta tvrtke Ergonom d.o.o. (KK.03.2.1.19.0412)</h2>
		<p>Projekt je sufinancirala Europska unija iz Europskog fonda za regionalni razvoj. Ukupna vrijednost projekta: 4.212.500,00 kn, iznos EU potpore: 1.895.625,00 kn. Razdoblje provedbe: 1. 3. 2021. – 28. 2. 2023.</p>
		<p>Sadržaj ove stranice isključiva je odgovornost tvrtke Ergonom d.o.o.</p>
		<p>Više informacija o EU fondovima: <a href="https://strukturnifondovi.hr/" target="_blank" rel="noopener">strukturnifondovi.hr</a> i <a href="https://www.hamagbicro.hr/" target="_blank" rel="noopener">HAMAG-BICRO</a>.</p>
		<p><img src="/images/eu/eu-fondovi-banner.png" alt="Europska unija – Zajedno do fondova EU"> <img src="/images/eu/op-kk.png" alt="Operativni program Konkurentnost i kohezija"></p>
	</div>
</div>`,
      ),
    },
    '/novosti/nove-tkanine-za-stolice': {
      html: page(
        'Nove tkanine za stolice Ergo Flex',
        '142',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>Nove tkanine za stolice Ergo Flex</h1><time datetime="2024-04-09">9. travnja 2024.</time></div>
	<div class="com-content-article__body">
		<p>Od svibnja stolice Ergo Flex dostupne su u 24 nove boje tkanine danskog proizvođača <a href="https://www.kvadrat.dk/" target="_blank" rel="noopener">Kvadrat</a>. Mehanizme sjedala i dalje nabavljamo od njemačke tvrtke <a href="https://www.schukra.de/" target="_blank" rel="noopener">Schukra</a>.</p>
		<p>Nove uzorke tkanina možete vidjeti kod svih naših trgovaca.</p>
	</div>
</div>`,
      ),
    },
    '/karijere': {
      html: page(
        'Karijere',
        '141',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>Karijere</h1></div>
	<div class="com-content-article__body">
		<p>Tražimo CNC operatere i tapetare za rad u tvornici u Svetoj Nedelji. Aktualni oglasi objavljeni su na portalu <a href="https://www.moj-posao.net/Poslodavac/ergonom" target="_blank" rel="noopener">MojPosao</a>.</p>
	</div>
</div>`,
      ),
    },
    '/kontakt': {
      html: page(
        'Kontakt',
        '130',
        `<div class="com-content-article item-page">
	<div class="page-header"><h1>Kontakt</h1></div>
	<div class="com-content-article__body">
		<p>Salon i tvornica: Industrijska 14, 10431 Sveta Nedelja. Radno vrijeme salona: pon–pet 8–18, sub 9–13.</p>
		<p><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2782.5!2d15.7791!3d45.8012!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNDXCsDQ4JzA0LjMiTiAxNcKwNDYnNDQuOCJF!5e0!3m2!1shr!2shr!4v1712345678901" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" title="Karta – Ergonom Sveta Nedelja"></iframe></p>
	</div>
</div>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/prodajna-mjesta',
    '/prodajna-mjesta/hrvatska/interijeri-plus',
    '/prodajna-mjesta/hrvatska/sjever-namjestaj',
    '/reference',
    '/o-nama',
    '/eu-projekti',
    '/novosti/nove-tkanine-za-stolice',
    '/karijere',
    '/kontakt',
  ],
  technologies: ['joomla', 'php', 'litespeed', 'bootstrap', 'google-tag-manager', 'google-maps'],
  partners: {
    'interijeri-plus.hr': 'channel',
    'grgic-oprema.hr': 'channel',
    'dalmacijaured.hr': 'channel',
    'kvarneroffice.hr': 'channel',
    'sjever-namjestaj.hr': 'channel',
    'pisarnapro.si': 'channel',
    'stajer-interier.si': 'channel',
    'uredbh.ba': 'channel',
    'hercegovinaoffice.com': 'channel',
    'kancelarijadizajn.rs': 'channel',
    'vojvodina-enterijer.rs': 'channel',
    'moffice.me': 'channel',
    'pcon-solutions.com': 'technology',
  },
};
