import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="hu-hu" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="${desc}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="https://www.betuhaznyomda.hu${path}" rel="canonical">
	<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/templates/site/cassiopeia/css/template.min.css?4b1d8e6a0c2f9b3e7d5a1c8f" rel="stylesheet" />
	<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?4b1d8e6a0c2f9b3e7d5a1c8f" rel="stylesheet" />
	<link href="/media/system/css/joomla-fontawesome.min.css?4b1d8e6a0c2f9b3e7d5a1c8f" rel="stylesheet" />
	<link href="/media/templates/site/cassiopeia/css/user.css?4b1d8e6a0c2f9b3e7d5a1c8f" rel="stylesheet" />
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Hiba","MESSAGE":"Üzenet","NOTICE":"Megjegyzés","WARNING":"Figyelmeztetés","JCLOSE":"Bezárás","JOK":"OK","JOPEN":"Megnyitás"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.betuhaznyomda.hu\\/","base":"","baseFull":"https:\\/\\/www.betuhaznyomda.hu\\/"},"csrf.token":"9f2c4a7e1b0d8c6f3a5e2d1b7c9a0f4e"}</script>
	<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?4b1d8e6a0c2f9b3e7d5a1c8f" defer></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/system/js/messages-es5.min.js?c29829fd2432533d05b15b771f86c6637708bd9d" nomodule defer></script>
	<script async src="https://www.googletagmanager.com/gtag/js?id=G-YB4N7K2Q9M"></script>
	<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-YB4N7K2Q9M');</script>
</head>`;

const header = (
  active: string,
) => `<body class="site com_content wrapper-static view-article no-layout no-task itemid-${active} has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://www.betuhaznyomda.hu/images/logo/betuhaz-nyomda-logo.svg" alt="Betűház Nyomda" width="210" height="48"></a>
				<div class="site-description">Megbízható partner nyomdai munkákhoz 1994 óta</div>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Főmenü">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Navigáció be- és kikapcsolása"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav ">
						<li class="nav-item item-101 default"><a href="/" >Főoldal</a></li>
						<li class="nav-item item-102"><a href="/szolgaltatasok" >Szolgáltatások</a></li>
						<li class="nav-item item-103"><a href="/referenciak" >Referenciák</a></li>
						<li class="nav-item item-104"><a href="/viszonteladoknak" >Viszonteladóknak</a></li>
						<li class="nav-item item-105"><a href="/hirek" >Hírek</a></li>
						<li class="nav-item item-106"><a href="/rolunk" >Rólunk</a></li>
						<li class="nav-item item-107"><a href="/kapcsolat" >Kapcsolat</a></li>
					</ul>
				</div>
			</nav>
		</div>
	</header>
	<div class="site-grid">
		<div class="grid-child container-component">
			<div id="system-message-container" aria-live="polite"></div>
			<main>`;

const footer = `			</main>
		</div>
		<div class="grid-child container-sidebar-right">
			<div class="sidebar-right card ">
				<h3 class="card-header ">Árajánlatkérés</h3>
				<div class="card-body">
					<div class="mod-custom custom"><p>Küldje el a nyomdai anyagot, 24 órán belül árajánlatot adunk.</p><p><a class="btn btn-primary" href="/kapcsolat">Ajánlatot kérek</a></p></div>
				</div>
			</div>
		</div>
	</div>
	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div class="mod-custom custom">
				<p><strong>Betűház Nyomda Kft.</strong> · 6724 Szeged, Kossuth Lajos sugárút 88. · Tel.: +36 62 555 180 · <a href="mailto:ajanlat@betuhaznyomda.hu">ajanlat@betuhaznyomda.hu</a></p>
				<p>Adószám: 11094482-2-06 · <a href="/adatvedelem">Adatvédelmi tájékoztató</a> · <a href="/aszf">ÁSZF</a></p>
				<p>Biztonságos online fizetés: <a href="https://www.barion.com/hu/" target="_blank" rel="noopener"><img src="/images/footer/barion-card-strip-intl.svg" alt="Barion" width="220" height="24"></a></p>
				<p><a href="https://www.facebook.com/betuhaznyomda" target="_blank" rel="noopener">Facebook</a> · <a href="https://www.instagram.com/betuhaznyomda/" target="_blank" rel="noopener">Instagram</a></p>
				<p class="small">Weboldal: <a href="https://webmuhely-szeged.hu/" target="_blank" rel="noopener">WebMűhely Szeged</a></p>
			</div>
		</div>
	</footer>
	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Vissza a tetejére"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
	<div class="szechenyi-infoblokk"><a href="https://www.palyazat.gov.hu/" target="_blank" rel="noopener"><img src="/images/infoblokk/infoblokk_kedv_final_felso_cmyk_ESZA.png" alt="Széchenyi 2020 – Európai Unió, Európai Regionális Fejlesztési Alap, Befektetés a jövőbe" width="300" height="208"></a></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'betuhaznyomda.hu',
  covers:
    'Hungarian Joomla 4 (Cassiopeia) printing house with NO partners: "/" 301s to www, the tagline says "megbízható partner", a "Viszonteladóknak" page only invites resellers to apply, and there are client references with links, a press-manufacturer blog post, FSC/PEFC certificates, an association membership, a water-polo sponsorship, a Barion payment badge, an EU-funding infoblock and a web-agency credit.',
  sitemap: [
    'https://www.betuhaznyomda.hu/',
    'https://www.betuhaznyomda.hu/szolgaltatasok',
    'https://www.betuhaznyomda.hu/referenciak',
    'https://www.betuhaznyomda.hu/viszonteladoknak',
    'https://www.betuhaznyomda.hu/rolunk',
    'https://www.betuhaznyomda.hu/hirek/uj-heidelberg-nyomdagep',
  ],
  pages: {
    '/': { status: 301, redirect: 'https://www.betuhaznyomda.hu/' },
    'https://www.betuhaznyomda.hu/': {
      headers: {
        server: 'Apache',
        'content-type': 'text/html; charset=utf-8',
        'x-powered-by': 'PHP/8.1.27',
        'set-cookie': '3f1c8b6a2e9d4f7a0b5c1e8d2a6f9b3c=q7l2k9v0n4m8r1t5s3p6; path=/; secure; HttpOnly; SameSite=Lax',
        expires: 'Wed, 17 Aug 2005 00:00:00 GMT',
        'cache-control': 'no-store, no-cache, must-revalidate, post-check=0, pre-check=0',
      },
      html: `${head('Betűház Nyomda – Offset- és digitális nyomda Szegeden', '/', 'Offset és digitális nyomtatás, kiadványok, csomagolóanyagok Szegeden 1994 óta.')}
${header('101')}
				<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
					<div itemprop="articleBody" class="com-content-article__body">
						<h1>Offset- és digitális nyomda Szegeden</h1>
						<p>A Betűház Nyomda 1994 óta nyomtat könyveket, katalógusokat, szórólapokat és dobozokat a Dél-Alföld cégeinek, intézményeinek és kiadóinak. Saját grafikai stúdiónk, kötészetünk és raktárunk van.</p>
						<div class="row">
							<div class="col-md-4"><h3>Offsetnyomás</h3><p>B2-es és B1-es ívméret, 5+lakk színes nyomtatás.</p></div>
							<div class="col-md-4"><h3>Digitális nyomtatás</h3><p>Kisebb példányszám akár másnapra.</p></div>
							<div class="col-md-4"><h3>Kötészet</h3><p>Irkatűzés, ragasztókötés, keménytáblás kötés.</p></div>
						</div>
						<h2>Akik ránk bízták a nyomtatást</h2>
						<p><img src="/images/referenciak/szegedi-szabadteri.png" alt="Szegedi Szabadtéri Játékok" width="120" height="60"> <img src="/images/referenciak/pick.png" alt="PICK Szeged" width="120" height="60"> <img src="/images/referenciak/mora-muzeum.png" alt="Móra Ferenc Múzeum" width="120" height="60"></p>
						<p><a href="/referenciak">További referenciáink</a></p>
					</div>
				</div>
${footer}`,
    },
    'https://www.betuhaznyomda.hu/szolgaltatasok': {
      html: `${head('Szolgáltatások – Betűház Nyomda', '/szolgaltatasok', 'Nyomdai szolgáltatásaink.')}
${header('102')}
				<div class="com-content-article item-page">
					<div class="com-content-article__body">
						<h1>Szolgáltatások</h1>
						<ul>
							<li><strong>Kiadványok:</strong> könyvek, katalógusok, magazinok, éves jelentések</li>
							<li><strong>Reklámnyomtatványok:</strong> szórólap, plakát, névjegykártya, naptár</li>
							<li><strong>Csomagolás:</strong> hajtogatott dobozok, címkék, papírtáskák</li>
							<li><strong>Grafikai előkészítés</strong> és nyomdai ellenőrzés (preflight)</li>
						</ul>
						<p>Minden munkánkhoz FSC® és PEFC tanúsított papírt is tudunk biztosítani. Kiszállítás az ország egész területére saját futárral vagy csomagküldő szolgálattal.</p>
					</div>
				</div>
${footer}`,
    },
    'https://www.betuhaznyomda.hu/referenciak': {
      html: `${head('Referenciák – Betűház Nyomda', '/referenciak', 'Ügyfeleink és munkáink.')}
${header('103')}
				<div class="com-content-article item-page">
					<div class="com-content-article__body">
						<h1>Referenciák</h1>
						<p>Elégedett ügyfeleink közül néhány:</p>
						<table class="table table-striped">
							<thead><tr><th>Megrendelő</th><th>Munka</th></tr></thead>
							<tbody>
								<tr><td><a href="https://szegediszabadteri.hu/" target="_blank" rel="noopener">Szegedi Szabadtéri Játékok</a></td><td>Műsorfüzetek, plakátok 2015 óta</td></tr>
								<tr><td><a href="https://www.pick.hu/" target="_blank" rel="noopener">PICK Szeged Zrt.</a></td><td>Termékkatalógus, ajándékdobozok</td></tr>
								<tr><td><a href="https://moramuzeum.hu/" target="_blank" rel="noopener">Móra Ferenc Múzeum</a></td><td>Kiállítási katalógusok</td></tr>
								<tr><td>Tiszavirág Könyvkiadó</td><td>Gyermekkönyv-sorozat, keménytáblás kötés</td></tr>
							</tbody>
						</table>
					</div>
				</div>
${footer}`,
    },
    'https://www.betuhaznyomda.hu/viszonteladoknak': {
      html: `${head('Viszonteladóknak – Betűház Nyomda', '/viszonteladoknak', 'Legyen viszonteladó partnerünk!')}
${header('104')}
				<div class="com-content-article item-page">
					<div class="com-content-article__body">
						<h1>Legyen Ön is viszonteladó partnerünk!</h1>
						<p>Reklámügynökségeknek, grafikusoknak és fénymásoló szalonoknak kedvezményes viszonteladói árlistát, semleges csomagolást és saját logós szállítólevelet biztosítunk.</p>
						<ol>
							<li>Töltse ki a regisztrációs űrlapot.</li>
							<li>Kollégánk 2 munkanapon belül jelentkezik.</li>
							<li>Megkapja a viszonteladói hozzáférést az online árkalkulátorhoz.</li>
						</ol>
						<form action="/viszonteladoknak" method="post" class="form-validate">
							<div class="control-group"><label for="cegnev">Cégnév</label><input type="text" id="cegnev" name="jform[cegnev]" class="form-control required"></div>
							<div class="control-group"><label for="weboldal">Weboldal</label><input type="url" id="weboldal" name="jform[weboldal]" class="form-control" placeholder="https://"></div>
							<div class="control-group"><label for="email">E-mail</label><input type="email" id="email" name="jform[email]" class="form-control required"></div>
							<button type="submit" class="btn btn-primary">Regisztráció elküldése</button>
							<input type="hidden" name="9f2c4a7e1b0d8c6f3a5e2d1b7c9a0f4e" value="1">
						</form>
					</div>
				</div>
${footer}`,
    },
    'https://www.betuhaznyomda.hu/rolunk': {
      html: `${head('Rólunk – Betűház Nyomda', '/rolunk', 'A Betűház Nyomda története.')}
${header('106')}
				<div class="com-content-article item-page">
					<div class="com-content-article__body">
						<h1>Rólunk</h1>
						<p>A családi vállalkozásként induló nyomda ma 46 munkatárssal, 3 000 m²-es üzemben dolgozik Szeged-Tápén.</p>
						<h2>Tanúsítványok</h2>
						<p>FSC® lánctanúsítvány (FSC-C148220) – <a href="https://fsc.org/en" target="_blank" rel="noopener">fsc.org</a> · <a href="https://pefc.org/" target="_blank" rel="noopener">PEFC</a> tanúsítás · ISO 9001:2015</p>
						<h2>Díjak és tagságok</h2>
						<ul>
							<li>„Az Év Nyomdája 2022” – különdíj (Papír- és Nyomdaipari Műszaki Egyesület, <a href="https://www.pnyme.hu/" target="_blank" rel="noopener">pnyme.hu</a>)</li>
							<li>Tagja vagyunk a <a href="https://www.fedprint.hu/" target="_blank" rel="noopener">Magyar Nyomdák és Papírfeldolgozók Szövetségének</a>.</li>
						</ul>
						<h2>Támogatásaink</h2>
						<p>Büszke támogatói vagyunk a <a href="https://www.szegedivizilabda.hu/" target="_blank" rel="noopener">Szegedi Vízilabda Egyesület</a> utánpótlás-csapatainak.</p>
					</div>
				</div>
${footer}`,
    },
    'https://www.betuhaznyomda.hu/hirek/uj-heidelberg-nyomdagep': {
      html: `${head('Új Heidelberg nyomdagép érkezett – Betűház Nyomda', '/hirek/uj-heidelberg-nyomdagep', 'Új ötszínes offset nyomdagéppel bővült gépparkunk.')}
${header('105')}
				<div class="com-content-article item-page">
					<div class="page-header"><h1>Új Heidelberg nyomdagép érkezett</h1></div>
					<dl class="article-info text-muted"><dd class="published"><time datetime="2024-02-19T09:00:00+01:00">2024. február 19.</time></dd></dl>
					<div class="com-content-article__body">
						<p>Üzembe helyeztük új, ötszínes <a href="https://www.heidelberg.com/global/en/products/offset_printing/sheetfed_offset_presses/speedmaster_cx_104/cx104.jsp" target="_blank" rel="noopener">Heidelberg Speedmaster CX 104</a> ívofszet gépünket lakkozóművel. A beruházás a <a href="https://www.palyazat.gov.hu/ginop-plusz-131-23" target="_blank" rel="noopener">GINOP Plusz-1.3.1-23</a> pályázat támogatásával valósult meg.</p>
						<p>A géphez a lemezeket továbbra is az <a href="https://www.agfa.com/printing/" target="_blank" rel="noopener">Agfa</a> vegyszermentes rendszerén levilágítva készítjük, a festékeket pedig a Flint Group szállítja.</p>
						<p>Az új géppel a B1-es katalógusmunkák átfutási ideje 30%-kal csökken.</p>
					</div>
				</div>
${footer}`,
    },
  },
  technologies: ['joomla', 'php', 'apache-http-server', 'bootstrap', 'google-analytics', 'google-tag-manager'],
  partners: {},
};
