import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'set-cookie': '9b4e1f0c7d2a6e3b8c5f1a0d9e7b2c4f=k3v8s0q1r9m2b6t4p7n5c1x0; path=/; secure; HttpOnly; SameSite=Lax',
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
  expires: 'Wed, 17 Aug 2005 00:00:00 GMT',
  'content-language': 'it-it',
};

function page(title: string, active: string, itemId: number, content: string): string {
  const li = (href: string, label: string, id: number) =>
    `<li class="nav-item item-${id}${active === href ? ' current active' : ''}"><a href="${href}"${active === href ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="Corsi di italiano per stranieri a Firenze dal 1987: corsi di gruppo, individuali, preparazione CILS e CELI, corsi di cucina e arte.">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/templates/site/cassiopeia/css/template.min.css?a1f9c2" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?a1f9c2" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia_lungarno/css/user.css?a1f9c2" rel="stylesheet">
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Errore","MESSAGE":"Messaggio","NOTICE":"Avviso","WARNING":"Attenzione"},"system.paths":{"root":"","rootFull":"https://www.lungarnolingue.it/","base":"","baseFull":"https://www.lungarnolingue.it/"},"csrf.token":"6c0e2a9f4b8d1e7c3a5f0b2d8e4c6a1f"}</script>
	<script src="/media/system/js/core.min.js?2cb912"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?a1f9c2" defer></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script type="text/javascript" src="//cs.iubenda.com/autoblocking/3412877.js"></script>
	<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3412877,"cookiePolicyId":71820453,"lang":"it","floatingPreferencesButtonDisplay":"bottom-right"};</script>
	<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
</head>
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemId} has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://www.lungarnolingue.it/images/logo/lungarno-lingue.svg" alt="Scuola Lungarno – Lingua e Cultura Italiana" width="240" height="64"></a>
				<div class="site-description">Scuola di lingua e cultura italiana a Firenze dal 1987</div>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Menu principale">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Mostra/Nascondi la navigazione"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav">
						${li('/corsi-di-italiano', 'Corsi', 102)}
						${li('/certificazioni-cils-celi', 'Certificazioni', 103)}
						${li('/alloggio', 'Alloggio', 104)}
						${li('/scuole-partner', 'Scuole partner', 105)}
						${li('/chi-siamo', 'Chi siamo', 106)}
						${li('/contatti', 'Contatti', 107)}
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
		<div class="grid-child container-sidebar-right">
			<div class="sidebar-right card">
				<h3 class="card-header">Iscrizioni 2025</h3>
				<div class="card-body"><p>Nuove sessioni ogni lunedì. Sconto del 10% per iscrizioni entro il 31 gennaio.</p><p><a class="btn btn-primary" href="/iscrizione">Iscriviti ora</a></p></div>
			</div>
		</div>
	</div>
	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div class="moduletable footer-contacts">
				<p><strong>Scuola Lungarno S.r.l.</strong> – Lungarno Guicciardini 21, 50125 Firenze – P.IVA 04718290487<br>Tel. <a href="tel:+39055555217">+39 055 555 217</a> – <a href="mailto:info@lungarnolingue.it">info@lungarnolingue.it</a></p>
			</div>
			<div class="moduletable footer-badges">
				<a href="https://cils.unistrasi.it/sedi-convenzionate" title="Sede d'esame CILS"><img src="/images/badge/sede-esame-cils.png" alt="Sede convenzionata d'esame CILS – Università per Stranieri di Siena" width="110" height="110"></a>
				<a href="https://it.trustpilot.com/review/lungarnolingue.it" title="Leggi le recensioni"><img src="/images/badge/trustpilot-4-8.png" alt="Valutato 4,8 su Trustpilot" width="140" height="48"></a>
			</div>
			<div class="moduletable footer-payments">
				<p>Pagamenti sicuri:</p>
				<img src="/images/pagamenti/paypal.svg" alt="PayPal" width="48" height="30"> <img src="/images/pagamenti/visa.svg" alt="Visa" width="48" height="30"> <img src="/images/pagamenti/mastercard.svg" alt="Mastercard" width="48" height="30"> <img src="/images/pagamenti/satispay.svg" alt="Satispay" width="48" height="30"> <img src="/images/pagamenti/bonifico.svg" alt="Bonifico bancario" width="48" height="30">
			</div>
			<ul class="mod-menu mod-list nav social">
				<li class="nav-item"><a href="https://www.facebook.com/scuolalungarno" target="_blank" rel="noopener noreferrer">Facebook</a></li>
				<li class="nav-item"><a href="https://www.instagram.com/scuolalungarno/" target="_blank" rel="noopener noreferrer">Instagram</a></li>
				<li class="nav-item"><a href="https://www.tiktok.com/@scuolalungarno" target="_blank" rel="noopener noreferrer">TikTok</a></li>
			</ul>
			<p class="legal"><a href="https://www.iubenda.com/privacy-policy/71820453" class="iubenda-nostyle iubenda-noiframe iubenda-embed" title="Privacy Policy">Privacy Policy</a> · <a href="https://www.iubenda.com/privacy-policy/71820453/cookie-policy" class="iubenda-nostyle iubenda-noiframe iubenda-embed" title="Cookie Policy">Cookie Policy</a> · © 2024 Scuola Lungarno</p>
		</div>
	</footer>
	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Torna su"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
</body>
</html>`;
}

const home = page(
  'Scuola Lungarno – Corsi di italiano per stranieri a Firenze',
  '/',
  101,
  `				<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
					<div class="page-header"><h1 itemprop="headline">Impara l'italiano sul Lungarno</h1></div>
					<div itemprop="articleBody" class="com-content-article__body">
						<p><img src="/images/home/aula-vista-arno.jpg" alt="Un'aula della scuola con vista sull'Arno" width="1200" height="520" loading="lazy"></p>
						<p>Dal 1987 la Scuola Lungarno accoglie ogni anno oltre 2.000 studenti da 60 paesi. Classi di massimo 8 persone, insegnanti madrelingua laureati e un programma culturale ogni pomeriggio: visite ai musei, lezioni di cucina toscana, storia dell'arte.</p>
						<h2>I nostri corsi</h2>
						<ul>
							<li><a href="/corsi-di-italiano/corso-standard">Corso standard</a> – 20 lezioni a settimana, tutti i livelli A1–C2</li>
							<li><a href="/corsi-di-italiano/corso-intensivo">Corso intensivo</a> – 30 lezioni a settimana</li>
							<li><a href="/corsi-di-italiano/italiano-e-cucina">Italiano e cucina</a></li>
							<li><a href="/certificazioni-cils-celi">Preparazione agli esami CILS e CELI</a></li>
						</ul>
						<h2>Studiare in rete</h2>
						<p>Hai iniziato a studiare italiano nel tuo paese? Con le nostre <a href="/scuole-partner">scuole partner all'estero</a> puoi proseguire il percorso a Firenze con il riconoscimento del livello raggiunto.</p>
						<h2>Dicono di noi</h2>
						<blockquote><p>«Quattro settimane indimenticabili: insegnanti preparatissimi e una città da sogno.» – Hannah, Germania</p></blockquote>
						<p>Abbiamo parlato di noi su <a href="https://www.firenzeoggi-news.it/cultura/2024/02/scuole-di-lingua-boom-di-iscritti">Firenze Oggi</a> e su <a href="https://www.viaggiareinlingua.it/guide/scuole-di-italiano-firenze">Viaggiare in Lingua</a>.</p>
					</div>
				</div>`,
);

type School = { paese: string; citta: string; nome: string; url: string | null };
const schools: School[] = [
  { paese: 'Germania', citta: 'Monaco di Baviera', nome: 'Sprachinstitut Isartal', url: 'https://www.sprachinstitut-isartal.de/' },
  { paese: 'Spagna', citta: 'Valencia', nome: 'Escuela Turia Idiomas', url: 'https://turiaidiomas.es/' },
  { paese: 'Francia', citta: 'Lione', nome: 'École Langues Confluence', url: 'https://www.langues-confluence.fr/' },
  { paese: 'Regno Unito', citta: 'Brighton', nome: 'Seafront English College', url: 'https://seafrontenglish.co.uk/' },
  { paese: 'Giappone', citta: 'Kyoto', nome: 'Kamo Language Academy', url: 'https://www.kamolanguage.jp/' },
  { paese: 'Brasile', citta: 'Curitiba', nome: 'Instituto Araucária de Línguas', url: null },
];

type Agency = { paese: string; nome: string; url: string; descr: string };
const agencies: Agency[] = [
  {
    paese: 'Polonia',
    nome: 'Studyway',
    url: 'https://studyway.pl/',
    descr: 'Agenzia di soggiorni studio per giovani e adulti, Varsavia e Cracovia.',
  },
  {
    paese: 'Brasile',
    nome: 'Lingo Travel Brasil',
    url: 'https://www.lingotravel.com.br/italia',
    descr: 'Iscrizioni e visti per studenti brasiliani.',
  },
  {
    paese: 'Svizzera',
    nome: 'Soleil Séjours Linguistiques',
    url: 'https://www.soleil-sejours.ch/',
    descr: 'Rappresentante per la Svizzera romanda.',
  },
  {
    paese: 'Giappone',
    nome: 'Nihon Ryugaku Center',
    url: 'https://nihonryugaku.jp/italy/florence',
    descr: 'Consulenza e iscrizioni in lingua giapponese.',
  },
];

const partner = page(
  'Scuole partner e agenzie – Scuola Lungarno',
  '/scuole-partner',
  105,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>Scuole partner e agenzie</h1></div>
					<div class="com-content-article__body">
						<p>La Scuola Lungarno collabora con scuole di lingua, università e agenzie in tutto il mondo. Gli studenti delle scuole partner ricevono il riconoscimento del livello già raggiunto e uno sconto del 10% sulla prima iscrizione.</p>
						<h2>Le nostre scuole partner all'estero</h2>
						<div class="table-responsive">
							<table class="table table-striped">
								<caption>Scuole partner (aggiornato a marzo 2024)</caption>
								<thead><tr><th scope="col">Paese</th><th scope="col">Città</th><th scope="col">Scuola</th><th scope="col">Sito web</th></tr></thead>
								<tbody>
${schools
  .map(
    (s) =>
      `									<tr><td>${s.paese}</td><td>${s.citta}</td><td>${s.nome}</td><td>${s.url ? `<a href="${s.url}" target="_blank" rel="noopener">${s.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '<em>in aggiornamento</em>'}</td></tr>`,
  )
  .join('\n')}
								</tbody>
							</table>
						</div>
						<h2>Università convenzionate</h2>
						<p>Grazie alle convenzioni con la <a href="https://www.hs-rheinau.de/international/partnerhochschulen">Hochschule Rheinau</a> (Germania) e con il <a href="https://www.kingsbridge.edu/study-abroad/florence">Kingsbridge College</a> (Stati Uniti), gli studenti di queste università possono frequentare un semestre a Firenze e ottenere il riconoscimento dei crediti (ECTS/credit hours).</p>
						<h2>Agenzie e rappresentanti</h2>
						<p>Puoi iscriverti anche tramite le nostre agenzie autorizzate, che ti assistono nella tua lingua per iscrizione, alloggio e visto:</p>
						<div class="row agencies">
${agencies
  .map(
    (a) =>
      `							<div class="col-md-6"><div class="card agency"><div class="card-body"><h3 class="card-title">${a.nome} <small class="text-muted">(${a.paese})</small></h3><p>${a.descr}</p><a class="btn btn-outline-primary btn-sm" href="${a.url}" target="_blank" rel="noopener">Visita il sito</a></div></div></div>`,
  )
  .join('\n')}
						</div>
						<h2>Siamo membri di</h2>
						<p class="memberships">
							<a href="https://www.aisli-scuole.it/scuole-associate" title="Associazione Italiana Scuole di Lingua per Stranieri"><img src="/images/badge/aisli-membro.png" alt="Membro AISLI" width="120" height="60"></a>
							<a href="https://glsa-schools.org/members/italy" title="Global Language Schools Alliance"><img src="/images/badge/glsa-member.png" alt="GLSA Member School" width="120" height="60"></a>
						</p>
						<p>Vuoi diventare scuola partner o agenzia? Scrivi a <a href="mailto:partner@lungarnolingue.it">partner@lungarnolingue.it</a>.</p>
					</div>
				</div>`,
);

const chiSiamo = page(
  'Chi siamo – Scuola Lungarno',
  '/chi-siamo',
  106,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>Chi siamo</h1></div>
					<div class="com-content-article__body">
						<p>La Scuola Lungarno è stata fondata nel 1987 da Giovanna Bellandi e Paolo Nesti, insegnanti di italiano per stranieri. Oggi la scuola conta 24 insegnanti e 6 collaboratori nella sede storica di Palazzo Frescobaldi Minore.</p>
						<p>Tutti i nostri insegnanti hanno la certificazione DITALS o CEDILS.</p>
					</div>
				</div>`,
);

const contatti = page(
  'Contatti – Scuola Lungarno',
  '/contatti',
  107,
  `				<div class="com-content-article item-page">
					<div class="page-header"><h1>Contatti</h1></div>
					<div class="com-content-article__body">
						<p>Scuola Lungarno – Lungarno Guicciardini 21, 50125 Firenze</p>
						<p>Segreteria: lunedì–venerdì 9:00–18:00<br>Tel. <a href="tel:+39055555217">+39 055 555 217</a><br>WhatsApp: <a href="https://wa.me/393405550217">+39 340 555 0217</a><br>E-mail: <a href="mailto:info@lungarnolingue.it">info@lungarnolingue.it</a></p>
					</div>
				</div>`,
);

export const site: CorpusSite = {
  domain: 'lungarnolingue.it',
  covers:
    'Joomla 4 (Cassiopeia) language school (Italian): partner schools abroad in a table (one without a site), partner universities in prose, authorised agencies as cards under their own heading; negatives: association membership badges on the partner page not called partners, CILS exam centre badge, Trustpilot badge, payment icons, press links, iubenda policy links, WhatsApp and social links',
  pages: {
    '/': { headers, html: home },
    '/scuole-partner': { headers, html: partner },
    '/chi-siamo': { headers, html: chiSiamo },
    '/contatti': { headers, html: contatti },
  },
  technologies: ['joomla', 'php', 'apache-http-server', 'bootstrap', 'iubenda', 'paypal'],
  partners: {
    'sprachinstitut-isartal.de': 'generic',
    'turiaidiomas.es': 'generic',
    'langues-confluence.fr': 'generic',
    'seafrontenglish.co.uk': 'generic',
    'kamolanguage.jp': 'generic',
    'hs-rheinau.de': 'generic',
    'kingsbridge.edu': 'generic',
    'studyway.pl': 'channel',
    'lingotravel.com.br': 'channel',
    'soleil-sejours.ch': 'channel',
    'nihonryugaku.jp': 'channel',
  },
};
