import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'LiteSpeed',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-cache',
};

function layout(title: string, description: string, path: string, itemId: number, content: string): string {
  return `<!DOCTYPE html>
<html lang="tr-tr" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="${description}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<meta property="og:title" content="${title}">
	<meta property="og:type" content="website">
	<meta property="og:url" content="https://www.anadoluambalaj.com.tr${path}">
	<meta property="og:image" content="https://www.anadoluambalaj.com.tr/images/og/anadolu-ambalaj-fabrika.jpg">
	<title>${title} - Anadolu Ambalaj</title>
	<link href="/media/system/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="https://www.anadoluambalaj.com.tr${path}" rel="canonical">
	<link href="/media/templates/site/cassiopeia/css/template.min.css?8b2d2d6fa64c3a5c7e3f1b6e9c0a4d21" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?8b2d2d6fa64c3a5c7e3f1b6e9c0a4d21" rel="stylesheet">
	<link href="/media/system/css/joomla-fontawesome.min.css?8b2d2d6fa64c3a5c7e3f1b6e9c0a4d21" rel="stylesheet">
	<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/user.css?8b2d2d6fa64c3a5c7e3f1b6e9c0a4d21" rel="stylesheet">
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Hata","MESSAGE":"Mesaj","NOTICE":"Uyar\\u0131","WARNING":"Uyar\\u0131"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.anadoluambalaj.com.tr\\/","base":"","baseFull":"https:\\/\\/www.anadoluambalaj.com.tr\\/"},"csrf.token":"9c1f2e3d4b5a69788796a5b4c3d2e1f0"}</script>
	<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?8b2d2d6fa64c3a5c7e3f1b6e9c0a4d21" defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/vendor/bootstrap/js/tab.min.js?5.3.2" type="module"></script>
	<script async src="https://www.googletagmanager.com/gtag/js?id=G-TR7M2K9QXA"></script>
	<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TR7M2K9QXA', { 'anonymize_ip': true });</script>
</head>
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemId}">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://www.anadoluambalaj.com.tr/images/logo/anadolu-ambalaj-logo.png" alt="Anadolu Ambalaj" width="230" height="60"></a>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-md" aria-label="Ana Menü">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Menüyü aç/kapat"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav ">
						<li class="nav-item item-101 default"><a href="/">Ana Sayfa</a></li>
						<li class="nav-item item-112 deeper parent"><a href="/urunler">Ürünler</a></li>
						<li class="nav-item item-118"><a href="/bayilerimiz">Bayilerimiz</a></li>
						<li class="nav-item item-119"><a href="/is-ortaklarimiz">İş Ortaklarımız</a></li>
						<li class="nav-item item-105"><a href="/kurumsal">Kurumsal</a></li>
						<li class="nav-item item-106"><a href="/iletisim">İletişim</a></li>
						<li class="nav-item item-130"><a href="/en/">EN</a></li>
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
			<div class="mod-custom custom">
				<p><strong>Anadolu Ambalaj San. ve Tic. A.Ş.</strong><br>Kayseri Organize Sanayi Bölgesi, 12. Cadde No: 34, 38070 Melikgazi / Kayseri<br>Tel: +90 352 321 44 00 &nbsp;|&nbsp; <a href="mailto:info@anadoluambalaj.com.tr">info@anadoluambalaj.com.tr</a></p>
				<p class="social"><a href="https://www.instagram.com/anadoluambalaj/" target="_blank" rel="noopener"><span class="fa-brands fa-instagram" aria-hidden="true"></span> Instagram</a> <a href="https://www.linkedin.com/company/anadolu-ambalaj/" target="_blank" rel="noopener"><span class="fa-brands fa-linkedin" aria-hidden="true"></span> LinkedIn</a></p>
				<p><a href="/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a> · <a href="/cerez-politikasi">Çerez Politikası</a></p>
			</div>
		</div>
	</footer>
	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Yukarı"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
</body>
</html>`;
}

const home = layout(
  'Streç ve Shrink Film Üreticisi',
  "Anadolu Ambalaj, Kayseri'de streç film, shrink film ve palet örtüsü üreten ambalaj firmasıdır.",
  '/',
  101,
  `				<div class="blog-featured">
					<div class="hero-banner">
						<h1>Yükünüzü güvenle sarar.</h1>
						<p>1998'den beri Kayseri OSB'de makine ve el tipi streç film, shrink film ve palet örtüsü üretiyoruz. Yıllık kapasite: 42.000 ton.</p>
						<a class="btn btn-primary" href="/urunler">Ürünlerimizi inceleyin</a>
					</div>
					<div class="items-row">
						<h2>Referanslarımız</h2>
						<ul class="ref-logos">
							<li><img src="/images/referanslar/erciyes-gida.png" alt="Erciyes Gıda"></li>
							<li><img src="/images/referanslar/kapadokya-mobilya.png" alt="Kapadokya Mobilya"></li>
							<li><img src="/images/referanslar/anka-beyaz-esya.png" alt="Anka Beyaz Eşya"></li>
							<li><img src="/images/referanslar/toros-tekstil.png" alt="Toros Tekstil"></li>
						</ul>
					</div>
					<div class="items-row">
						<h2>Haberler</h2>
						<p><strong>Eurasia Packaging İstanbul 2024'teyiz!</strong> 23-26 Ekim tarihleri arasında 10. salon, C14 standında sizleri bekliyoruz. <a href="https://www.eurasiapackaging.com/" target="_blank" rel="noopener">Fuar hakkında</a></p>
						<p>Ürünlerimize Türkiye genelindeki <a href="/bayilerimiz">yetkili bayilerimizden</a> de ulaşabilirsiniz.</p>
					</div>
				</div>`,
);

function bayi(name: string, city: string, logo: string, url: string | null): string {
  const inner = `<img src="/images/bayiler/${logo}" alt="${name}" width="200" height="100" loading="lazy">`;
  return `							<div class="col-md-4 bayi-kart">
								<div class="card h-100">
									${url ? `<a href="${url}" target="_blank" rel="noopener">${inner}</a>` : inner}
									<div class="card-body">
										<h3 class="card-title">${name}</h3>
										<p class="card-text"><span class="fa-solid fa-location-dot" aria-hidden="true"></span> ${city}</p>
									</div>
								</div>
							</div>`;
}

const bayilerimiz = layout(
  'Bayilerimiz',
  'Anadolu Ambalaj yetkili bayileri ve yurt dışı distribütörleri.',
  '/bayilerimiz',
  118,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>Yetkili Bayilerimiz</h1></div>
					<div class="com-content-article__body">
						<p>Anadolu Ambalaj ürünleri, Türkiye genelinde yetkili bayilerimiz aracılığıyla stoktan satılmaktadır. Bayilerimiz palet altı siparişlerde hızlı teslimat ve yerinde makine ayarı desteği sunar.</p>
						<h2>Türkiye</h2>
						<div class="row bayi-grid">
${bayi('Ege Ambalaj Market', 'İzmir', 'ege-ambalaj-market.png', 'https://www.egeambalajmarket.com/')}
${bayi('Başkent Paketleme', 'Ankara', 'baskent-paketleme.png', 'https://baskentpaketleme.com.tr/')}
${bayi('Çukurova Ambalaj', 'Adana', 'cukurova-ambalaj.png', 'https://www.cukurovaambalaj.com/')}
${bayi('Karadeniz Paket', 'Samsun', 'karadeniz-paket.png', 'https://www.karadenizpaket.com.tr/')}
${bayi('Trakya Ambalaj Ltd. Şti.', 'Tekirdağ', 'trakya-ambalaj.png', null)}
${bayi('Marmara Endüstriyel Ambalaj', 'Kocaeli', 'marmara-endustriyel.png', 'https://www.marmaraendustriyel.com.tr/urunler/strec-film')}
						</div>
						<h2>Yurt Dışı Distribütörlerimiz</h2>
						<div class="row bayi-grid">
${bayi('Baku Packaging MMC', 'Bakü, Azerbaycan', 'baku-packaging.png', 'https://bakupack.az/')}
${bayi('Tbilisi Pack LLC', 'Tiflis, Gürcistan', 'tbilisi-pack.png', 'https://www.tbilisipack.ge/')}
${bayi('Lefkoşa Ambalaj', 'Lefkoşa, KKTC', 'lefkosa-ambalaj.png', 'https://lefkosaambalaj.com/')}
						</div>
						<p>Bayimiz olmak için <a href="/iletisim">iletişim formumuzu</a> doldurabilirsiniz.</p>
					</div>
				</div>`,
);

const ortaklar = layout(
  'İş Ortaklarımız',
  'Anadolu Ambalaj iş ortakları: teknoloji, lojistik ve hammadde.',
  '/is-ortaklarimiz',
  119,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>İş Ortaklarımız</h1></div>
					<div class="com-content-article__body">
						<p>Kaliteli ürünü zamanında teslim edebilmek için uzun soluklu iş birlikleri kuruyoruz.</p>
						<ul class="nav nav-tabs" id="ortakTab" role="tablist">
							<li class="nav-item" role="presentation"><button class="nav-link active" id="teknoloji-tab" data-bs-toggle="tab" data-bs-target="#teknoloji" type="button" role="tab" aria-controls="teknoloji" aria-selected="true">Teknoloji</button></li>
							<li class="nav-item" role="presentation"><button class="nav-link" id="lojistik-tab" data-bs-toggle="tab" data-bs-target="#lojistik" type="button" role="tab" aria-controls="lojistik" aria-selected="false">Lojistik</button></li>
							<li class="nav-item" role="presentation"><button class="nav-link" id="hammadde-tab" data-bs-toggle="tab" data-bs-target="#hammadde" type="button" role="tab" aria-controls="hammadde" aria-selected="false">Hammadde</button></li>
						</ul>
						<div class="tab-content" id="ortakTabContent">
							<div class="tab-pane fade show active" id="teknoloji" role="tabpanel" aria-labelledby="teknoloji-tab">
								<h2>Teknoloji Ortaklarımız</h2>
								<p><a href="https://www.filmtekmakina.com/" target="_blank" rel="noopener"><img src="/images/ortaklar/filmtek.png" alt="FilmTek Makina"></a> Beş katmanlı cast film hatlarımızın üreticisi ve bakım ortağımız.</p>
								<p><a href="https://www.entegrayazilim.com.tr/" target="_blank" rel="noopener"><img src="/images/ortaklar/entegra.png" alt="Entegra Yazılım"></a> Bayi sipariş portalımız ile ERP sistemimiz arasındaki entegrasyonu sağlayan yazılım ortağımız.</p>
							</div>
							<div class="tab-pane fade" id="lojistik" role="tabpanel" aria-labelledby="lojistik-tab">
								<h2>Lojistik Ortaklarımız</h2>
								<p><a href="https://www.erciyeslojistik.com.tr/" target="_blank" rel="noopener"><img src="/images/ortaklar/erciyes-lojistik.png" alt="Erciyes Lojistik"></a> Yurt içi parsiyel ve komple taşımalar.</p>
								<p><a href="https://www.kafkasnakliyat.com/" target="_blank" rel="noopener"><img src="/images/ortaklar/kafkas-nakliyat.png" alt="Kafkas Uluslararası Nakliyat"></a> Kafkasya ve Orta Asya ihracat sevkiyatları.</p>
							</div>
							<div class="tab-pane fade" id="hammadde" role="tabpanel" aria-labelledby="hammadde-tab">
								<h2>Hammadde Tedarik Ortaklarımız</h2>
								<p><a href="https://www.egepolimer.com.tr/" target="_blank" rel="noopener"><img src="/images/ortaklar/ege-polimer.png" alt="Ege Polimer"></a> LLDPE ve mLLDPE granül tedariki.</p>
								<p>Akdeniz Masterbatch – renkli ve UV katkılı masterbatch tedariki.</p>
							</div>
						</div>
					</div>
				</div>`,
);

const kurumsal = layout(
  'Kurumsal',
  'Anadolu Ambalaj hakkında: tarihçe, sertifikalar, üyelikler ve sosyal sorumluluk.',
  '/kurumsal',
  105,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>Hakkımızda</h1></div>
					<div class="com-content-article__body">
						<p>Anadolu Ambalaj, 1998 yılında Kayseri'de kuruldu. Bugün 27.000 m² kapalı alanda 165 çalışanı ile 30'dan fazla ülkeye ihracat yapmaktadır.</p>
						<h2>Sertifikalarımız</h2>
						<ul>
							<li>ISO 9001:2015 Kalite Yönetim Sistemi</li>
							<li>ISO 14001:2015 Çevre Yönetim Sistemi</li>
							<li>BRCGS Packaging Materials – A derecesi</li>
							<li><a href="https://www.tse.org.tr/" target="_blank" rel="noopener">TSE</a> Hizmet Yeterlilik Belgesi</li>
						</ul>
						<h2>Üyeliklerimiz</h2>
						<p>Firmamız <a href="https://www.asd.org.tr/" target="_blank" rel="noopener">Ambalaj Sanayicileri Derneği (ASD)</a> ve Kayseri Sanayi Odası üyesidir.</p>
						<h2>Sponsorluklarımız</h2>
						<p>2021'den bu yana <a href="https://www.kayserivoleybol.org.tr/" target="_blank" rel="noopener">Kayseri Voleybol Kulübü</a> kadın takımının ana sponsoruyuz.</p>
						<h2>Kariyer</h2>
						<p>Açık pozisyonlarımızı <a href="https://www.kariyer.net/firma-profil/anadolu-ambalaj-san-ve-tic-as-88214" target="_blank" rel="noopener">Kariyer.net</a> üzerinden takip edebilirsiniz.</p>
					</div>
				</div>`,
);

const iletisim = layout(
  'İletişim',
  'Anadolu Ambalaj iletişim bilgileri.',
  '/iletisim',
  106,
  `				<div class="com-contact contact">
					<div class="page-header"><h1>İletişim</h1></div>
					<p>Satış: +90 352 321 44 10 · <a href="mailto:satis@anadoluambalaj.com.tr">satis@anadoluambalaj.com.tr</a><br>İhracat: +90 352 321 44 20 · <a href="mailto:export@anadoluambalaj.com.tr">export@anadoluambalaj.com.tr</a></p>
					<form id="contact-form" action="/iletisim" method="post" class="com-contact__form form-validate">
						<div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name">Adınız</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required" required></div>
						<div class="control-group"><label id="jform_contact_email-lbl" for="jform_contact_email">E-posta</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required" required></div>
						<div class="control-group"><label id="jform_contact_message-lbl" for="jform_contact_message">Mesajınız</label><textarea name="jform[contact_message]" id="jform_contact_message" class="form-control required" required></textarea></div>
						<button class="btn btn-primary validate" type="submit">Gönder</button>
						<input type="hidden" name="option" value="com_contact">
						<input type="hidden" name="task" value="contact.submit">
					</form>
				</div>`,
);

export const site: CorpusSite = {
  domain: 'anadoluambalaj.com.tr',
  covers:
    'Turkish Joomla 4 (Cassiopeia) site of a stretch-film maker: dealer and export distributor cards with linked logos (one unlinked), a business-partners page with Bootstrap tabs (technology, logistics and raw-material partners, one unlinked); negatives: reference customer logos, Eurasia Packaging fair, TSE certification, ASD membership, volleyball sponsorship, Kariyer.net, social links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/bayilerimiz': { headers: HEADERS, html: bayilerimiz },
    '/is-ortaklarimiz': { headers: HEADERS, html: ortaklar },
    '/kurumsal': { headers: HEADERS, html: kurumsal },
    '/iletisim': { headers: HEADERS, html: iletisim },
  },
  technologies: ['joomla', 'php', 'litespeed', 'font-awesome', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'egeambalajmarket.com': 'channel',
    'baskentpaketleme.com.tr': 'channel',
    'cukurovaambalaj.com': 'channel',
    'karadenizpaket.com.tr': 'channel',
    'marmaraendustriyel.com.tr': 'channel',
    'bakupack.az': 'channel',
    'tbilisipack.ge': 'channel',
    'lefkosaambalaj.com': 'channel',
    'filmtekmakina.com': 'technology',
    'entegrayazilim.com.tr': 'technology',
    'erciyeslojistik.com.tr': 'generic',
    'kafkasnakliyat.com': 'generic',
    'egepolimer.com.tr': 'generic',
  },
};
