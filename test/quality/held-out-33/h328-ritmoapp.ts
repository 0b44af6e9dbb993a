import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://fonts.googleapis.com">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Outfit:wght@400;600;800&amp;display=swap">
<link rel="stylesheet" href="/_nuxt/entry.C3kP9xQ1.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqT7vX2a.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/D9kLm4Rs.js">
<script type="module" src="/_nuxt/BqT7vX2a.js" crossorigin></script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-RTM4Q8B" async></script>
<script src="https://cdn.amplitude.com/libs/analytics-browser-2.11.1-min.js.gz" async></script>
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="https://ritmoapp.com.br/og/ritmo-og.png">
<meta property="og:url" content="https://ritmoapp.com.br${path}">
<meta property="og:locale" content="pt_BR">
<meta name="apple-itunes-app" content="app-id=1588213377">
<link rel="canonical" href="https://ritmoapp.com.br${path}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MobileApplication","name":"Ritmo","operatingSystem":"iOS, Android","applicationCategory":"HealthApplication","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.8","ratingCount":"41230"},"offers":{"@type":"Offer","price":"0","priceCurrency":"BRL"}}</script>
</head>`;

const nav = `<header class="site-header" data-v-5a1c0e7b><div class="container" data-v-5a1c0e7b>
<a href="/" class="logo router-link-active" data-v-5a1c0e7b><img src="/img/ritmo-logo.svg" alt="Ritmo" width="112" height="32" data-v-5a1c0e7b></a>
<nav aria-label="Principal" data-v-5a1c0e7b>
<a href="/planos" data-v-5a1c0e7b>Planos</a>
<a href="/integracoes" data-v-5a1c0e7b>Integra&ccedil;&otilde;es</a>
<a href="/empresas" data-v-5a1c0e7b>Para empresas</a>
<a href="/blog" data-v-5a1c0e7b>Blog</a>
<a href="/sobre" data-v-5a1c0e7b>Sobre</a>
</nav>
<a href="https://app.ritmoapp.com.br/entrar" class="btn btn--ghost" data-v-5a1c0e7b>Entrar</a>
</div></header>`;

const footer = `<footer class="site-footer" data-v-9e3b2d41><div class="container footer-grid" data-v-9e3b2d41>
<div data-v-9e3b2d41><img src="/img/ritmo-logo-white.svg" alt="Ritmo" width="112" height="32" data-v-9e3b2d41><p data-v-9e3b2d41>Treinos guiados, corrida e mobilidade no seu ritmo.</p></div>
<div data-v-9e3b2d41><h4 data-v-9e3b2d41>Ritmo</h4><ul data-v-9e3b2d41>
<li data-v-9e3b2d41><a href="/sobre" data-v-9e3b2d41>Sobre n&oacute;s</a></li>
<li data-v-9e3b2d41><a href="/parceiros" data-v-9e3b2d41>Seja parceiro</a></li>
<li data-v-9e3b2d41><a href="/empresas" data-v-9e3b2d41>Ritmo para empresas</a></li>
<li data-v-9e3b2d41><a href="https://ritmo.gupy.io/" data-v-9e3b2d41>Trabalhe conosco</a></li>
</ul></div>
<div data-v-9e3b2d41><h4 data-v-9e3b2d41>Ajuda</h4><ul data-v-9e3b2d41>
<li data-v-9e3b2d41><a href="https://ajuda.ritmoapp.com.br/" data-v-9e3b2d41>Central de ajuda</a></li>
<li data-v-9e3b2d41><a href="/termos" data-v-9e3b2d41>Termos de uso</a></li>
<li data-v-9e3b2d41><a href="/privacidade" data-v-9e3b2d41>Pol&iacute;tica de privacidade (LGPD)</a></li>
</ul></div>
<div data-v-9e3b2d41><h4 data-v-9e3b2d41>Baixe o app</h4>
<a href="https://apps.apple.com/br/app/ritmo-treinos-e-corrida/id1588213377" data-v-9e3b2d41><img src="/img/badges/app-store-pt.svg" alt="Baixar na App Store" data-v-9e3b2d41></a>
<a href="https://play.google.com/store/apps/details?id=br.com.ritmoapp" data-v-9e3b2d41><img src="/img/badges/google-play-pt.svg" alt="Dispon&iacute;vel no Google Play" data-v-9e3b2d41></a>
<ul class="social" data-v-9e3b2d41>
<li data-v-9e3b2d41><a href="https://www.instagram.com/ritmoapp/" aria-label="Instagram" data-v-9e3b2d41>Instagram</a></li>
<li data-v-9e3b2d41><a href="https://www.tiktok.com/@ritmoapp" aria-label="TikTok" data-v-9e3b2d41>TikTok</a></li>
<li data-v-9e3b2d41><a href="https://www.youtube.com/@ritmoapp" aria-label="YouTube" data-v-9e3b2d41>YouTube</a></li>
</ul>
</div>
</div>
<p class="legal" data-v-9e3b2d41>&copy; 2026 Ritmo Tecnologia em Sa&uacute;de Ltda. &middot; CNPJ 41.882.019/0001-07 &middot; S&atilde;o Paulo, SP</p>
</footer>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01JH8Q2M4K7XW3YV5T9B0C1D2E',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '0',
};

const page = (title: string, desc: string, path: string, main: string, state: unknown): string => `<!DOCTYPE html>
<html lang="pt-BR" data-capo="">
${head(title, desc, path)}
<body><div id="__nuxt"><div class="layout">
${nav}
<main data-v-1f7a3c92>
${main}
</main>
${footer}
</div></div><div id="teleports"></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${JSON.stringify([{ data: 1, state: 2, once: 3, _errors: 4, serverRendered: 5, path: 6 }, state, {}, [], {}, true, path])}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.ritmoapp.com.br"},app:{baseURL:"/",buildId:"7d2f1c0e-3a9b-4b7e-8c5d-1e0f2a3b4c5d",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body></html>`;

const home = page(
  'Ritmo: treinos guiados, corrida e mobilidade | App de fitness',
  'Treinos de 10 a 45 minutos, planos de corrida e mobilidade com treinadores brasileiros. Experimente gr&aacute;tis por 7 dias.',
  '/',
  `<section class="hero" data-v-1f7a3c92>
<h1 data-v-1f7a3c92>Seu treino, no seu ritmo.</h1>
<p data-v-1f7a3c92>Mais de 600 treinos guiados em portugu&ecirc;s, planos de corrida do 5K &agrave; maratona e sess&otilde;es de mobilidade para quem passa o dia sentado.</p>
<div class="stores" data-v-1f7a3c92>
<a href="https://apps.apple.com/br/app/ritmo-treinos-e-corrida/id1588213377" data-v-1f7a3c92><img src="/img/badges/app-store-pt.svg" alt="Baixar na App Store" data-v-1f7a3c92></a>
<a href="https://play.google.com/store/apps/details?id=br.com.ritmoapp" data-v-1f7a3c92><img src="/img/badges/google-play-pt.svg" alt="Dispon&iacute;vel no Google Play" data-v-1f7a3c92></a>
</div>
<p class="award" data-v-1f7a3c92>&#127942; Escolha dos usu&aacute;rios &ndash; Melhores apps de 2025 no Google Play</p>
</section>
<section class="press" data-v-1f7a3c92>
<h2 data-v-1f7a3c92>Como visto em</h2>
<ul data-v-1f7a3c92>
<li data-v-1f7a3c92><a href="https://g1.globo.com/saude/noticia/2025/09/12/apps-de-treino-em-casa.ghtml" data-v-1f7a3c92><img src="/img/press/g1.svg" alt="g1" data-v-1f7a3c92></a></li>
<li data-v-1f7a3c92><a href="https://exame.com/negocios/ritmo-app-capta-rodada/" data-v-1f7a3c92><img src="/img/press/exame.svg" alt="Exame" data-v-1f7a3c92></a></li>
<li data-v-1f7a3c92><img src="/img/press/runners-world.svg" alt="Runner's World Brasil" data-v-1f7a3c92></li>
</ul>
</section>
<section class="integrations-teaser" data-v-1f7a3c92>
<h2 data-v-1f7a3c92>Conecta com o que voc&ecirc; j&aacute; usa</h2>
<p data-v-1f7a3c92>Garmin, Strava, Apple Sa&uacute;de, Polar e mais. <a href="/integracoes" data-v-1f7a3c92>Ver todas as integra&ccedil;&otilde;es</a></p>
</section>
<section class="testimonials" data-v-1f7a3c92>
<h2 data-v-1f7a3c92>Quem treina com a gente</h2>
<blockquote data-v-1f7a3c92>&ldquo;Corri minha primeira meia maratona seguindo o plano do Ritmo.&rdquo; &mdash; Larissa, Recife</blockquote>
<blockquote data-v-1f7a3c92>&ldquo;Os treinos de 15 minutos salvaram minha rotina.&rdquo; &mdash; Tiago, Curitiba</blockquote>
</section>`,
  { hero: 'home' },
);

const integracoes = page(
  'Integra&ccedil;&otilde;es | Ritmo',
  'Sincronize o Ritmo com rel&oacute;gios, apps de corrida e plataformas de sa&uacute;de.',
  '/integracoes',
  `<section class="page-hero" data-v-3c8d2e10><h1 data-v-3c8d2e10>Integra&ccedil;&otilde;es</h1><p data-v-3c8d2e10>Seus dados de treino no lugar certo, automaticamente.</p></section>
<section class="integration-filter" data-v-3c8d2e10>
<div role="tablist" class="chips" data-v-3c8d2e10>
<button role="tab" aria-selected="true" data-filter="todas" data-v-3c8d2e10>Todas</button>
<button role="tab" aria-selected="false" data-filter="relogios" data-v-3c8d2e10>Rel&oacute;gios</button>
<button role="tab" aria-selected="false" data-filter="apps" data-v-3c8d2e10>Apps</button>
<button role="tab" aria-selected="false" data-filter="saude" data-v-3c8d2e10>Sa&uacute;de</button>
</div>
<ul class="integration-grid" data-v-3c8d2e10>
<li class="integration-card" data-category="relogios" data-v-3c8d2e10><img src="/img/integracoes/garmin.svg" alt="Garmin" data-v-3c8d2e10><h3 data-v-3c8d2e10>Garmin</h3><p data-v-3c8d2e10>Envie treinos para o rel&oacute;gio e importe suas corridas do Garmin Connect.</p><a href="https://www.garmin.com/pt-BR/" rel="noopener" target="_blank" data-v-3c8d2e10>garmin.com</a></li>
<li class="integration-card" data-category="relogios" data-v-3c8d2e10><img src="/img/integracoes/polar.svg" alt="Polar" data-v-3c8d2e10><h3 data-v-3c8d2e10>Polar</h3><p data-v-3c8d2e10>Sincroniza&ccedil;&atilde;o via Polar Flow.</p><a href="https://www.polar.com/br-pt" rel="noopener" target="_blank" data-v-3c8d2e10>polar.com</a></li>
<li class="integration-card" data-category="relogios" data-v-3c8d2e10><img src="/img/integracoes/fitbit.svg" alt="Fitbit" data-v-3c8d2e10><h3 data-v-3c8d2e10>Fitbit</h3><p data-v-3c8d2e10>Frequ&ecirc;ncia card&iacute;aca e passos no seu painel Ritmo.</p><a href="https://www.fitbit.com/global/br/home" rel="noopener" target="_blank" data-v-3c8d2e10>fitbit.com</a></li>
<li class="integration-card" data-category="apps" data-v-3c8d2e10><img src="/img/integracoes/strava.svg" alt="Strava" data-v-3c8d2e10><h3 data-v-3c8d2e10>Strava</h3><p data-v-3c8d2e10>Publique automaticamente suas atividades no Strava.</p><a href="https://www.strava.com/" rel="noopener" target="_blank" data-v-3c8d2e10>strava.com</a></li>
<li class="integration-card" data-category="apps" data-v-3c8d2e10><img src="/img/integracoes/spotify.svg" alt="Spotify" data-v-3c8d2e10><h3 data-v-3c8d2e10>Spotify</h3><p data-v-3c8d2e10>Playlists no ritmo do treino, direto no player do app.</p><a href="https://www.spotify.com/br-pt/" rel="noopener" target="_blank" data-v-3c8d2e10>spotify.com</a></li>
<li class="integration-card" data-category="saude" data-v-3c8d2e10><img src="/img/integracoes/apple-saude.svg" alt="Apple Sa&uacute;de" data-v-3c8d2e10><h3 data-v-3c8d2e10>Apple Sa&uacute;de</h3><p data-v-3c8d2e10>Leia e grave treinos, calorias e frequ&ecirc;ncia card&iacute;aca no iPhone.</p></li>
<li class="integration-card" data-category="saude" data-v-3c8d2e10><img src="/img/integracoes/health-connect.svg" alt="Health Connect" data-v-3c8d2e10><h3 data-v-3c8d2e10>Health Connect</h3><p data-v-3c8d2e10>Integra&ccedil;&atilde;o nativa com o Health Connect no Android.</p></li>
</ul>
</section>
<p class="cta" data-v-3c8d2e10>Faz um wearable ou app e quer integrar? Fale com <a href="mailto:parcerias@ritmoapp.com.br" data-v-3c8d2e10>parcerias@ritmoapp.com.br</a>.</p>`,
  { integrations: ['garmin', 'polar', 'fitbit', 'strava', 'spotify', 'apple-health', 'health-connect'] },
);

const parceiros = page(
  'Seja parceiro | Ritmo',
  'Programa de parceiros Ritmo: consultorias de bem-estar corporativo e academias parceiras.',
  '/parceiros',
  `<section class="page-hero" data-v-7b4e1a55><h1 data-v-7b4e1a55>Programa de parceiros</h1><p data-v-7b4e1a55>Leve o Ritmo para mais pessoas e cres&ccedil;a com a gente.</p></section>
<section class="partners" data-v-7b4e1a55>
<h2 data-v-7b4e1a55>Revendedores autorizados</h2>
<p data-v-7b4e1a55>Consultorias de RH e bem-estar corporativo que revendem e implantam o Ritmo para Empresas.</p>
<div class="partner-cards" data-v-7b4e1a55>
<article data-v-7b4e1a55><span class="tier tier--ouro" data-v-7b4e1a55>Parceiro Ouro</span><h3 data-v-7b4e1a55><a href="https://www.zenithrh.com.br/" target="_blank" data-v-7b4e1a55>Zenith RH</a></h3><p data-v-7b4e1a55>Consultoria de benef&iacute;cios com atua&ccedil;&atilde;o nacional.</p></article>
<article data-v-7b4e1a55><span class="tier tier--prata" data-v-7b4e1a55>Parceiro Prata</span><h3 data-v-7b4e1a55><a href="https://vivabemcorporativo.com.br/" target="_blank" data-v-7b4e1a55>Viva Bem Corporativo</a></h3><p data-v-7b4e1a55>Programas de qualidade de vida para ind&uacute;strias no Sul.</p></article>
</div>
<h2 data-v-7b4e1a55>Academias e est&uacute;dios parceiros</h2>
<p data-v-7b4e1a55>Assinantes Ritmo Premium ganham aulas experimentais e descontos nestes parceiros:</p>
<ul class="gyms" data-v-7b4e1a55>
<li data-v-7b4e1a55><a href="https://academiaforcatotal.com.br/" target="_blank" data-v-7b4e1a55>Academia For&ccedil;a Total</a> &ndash; S&atilde;o Paulo e Campinas</li>
<li data-v-7b4e1a55><a href="https://www.studiomovimento.com.br/" target="_blank" data-v-7b4e1a55>Studio Movimento Pilates</a> &ndash; Belo Horizonte</li>
<li data-v-7b4e1a55>Box Cerrado Cross &ndash; Bras&iacute;lia</li>
</ul>
</section>
<section class="partner-form" data-v-7b4e1a55>
<h2 data-v-7b4e1a55>Quero ser parceiro</h2>
<form action="https://api.ritmoapp.com.br/v1/leads/parceiros" method="post" data-v-7b4e1a55>
<label data-v-7b4e1a55>Nome da empresa <input name="empresa" required data-v-7b4e1a55></label>
<label data-v-7b4e1a55>Tipo de parceria <select name="tipo" data-v-7b4e1a55><option data-v-7b4e1a55>Revenda / consultoria</option><option data-v-7b4e1a55>Academia ou est&uacute;dio</option><option data-v-7b4e1a55>Integra&ccedil;&atilde;o / tecnologia</option></select></label>
<label data-v-7b4e1a55>E-mail <input type="email" name="email" required data-v-7b4e1a55></label>
<button type="submit" class="btn" data-v-7b4e1a55>Enviar</button>
</form>
</section>`,
  { partners: { revendedores: 2, academias: 3 } },
);

const empresas = page(
  'Ritmo para empresas | Bem-estar corporativo',
  'Ofere&ccedil;a o Ritmo Premium aos colaboradores. Dispon&iacute;vel tamb&eacute;m via Wellhub e TotalPass.',
  '/empresas',
  `<section class="page-hero" data-v-2d6f8b31><h1 data-v-2d6f8b31>Ritmo para empresas</h1><p data-v-2d6f8b31>Colaboradores mais ativos, menos afastamentos. Relat&oacute;rios de engajamento an&ocirc;nimos e em conformidade com a LGPD.</p></section>
<section class="clients" data-v-2d6f8b31>
<h2 data-v-2d6f8b31>Empresas que j&aacute; oferecem o Ritmo</h2>
<div class="logos" data-v-2d6f8b31>
<a href="https://www.grupovelaris.com.br/" data-v-2d6f8b31><img src="/img/clientes/velaris.svg" alt="Grupo Velaris" data-v-2d6f8b31></a>
<a href="https://www.logmaxtransportes.com.br/" data-v-2d6f8b31><img src="/img/clientes/logmax.svg" alt="LogMax Transportes" data-v-2d6f8b31></a>
<img src="/img/clientes/banco-aurora.svg" alt="Banco Aurora" data-v-2d6f8b31>
</div>
</section>
<section class="channels" data-v-2d6f8b31>
<h2 data-v-2d6f8b31>Tamb&eacute;m dispon&iacute;vel pelos nossos parceiros de distribui&ccedil;&atilde;o</h2>
<p data-v-2d6f8b31>Sua empresa j&aacute; oferece <a href="https://wellhub.com/pt-br/" target="_blank" data-v-2d6f8b31>Wellhub</a> ou <a href="https://www.totalpass.com.br/" target="_blank" data-v-2d6f8b31>TotalPass</a>? O Ritmo Premium est&aacute; inclu&iacute;do nos planos dessas plataformas, sem custo adicional para o colaborador.</p>
</section>
<section class="demo" data-v-2d6f8b31><a href="/empresas/demo" class="btn" data-v-2d6f8b31>Agendar demonstra&ccedil;&atilde;o</a></section>`,
  { b2b: true },
);

const sobre = page(
  'Sobre o Ritmo',
  'O Ritmo nasceu em 2021 em S&atilde;o Paulo para tornar o exerc&iacute;cio um h&aacute;bito poss&iacute;vel para todo mundo.',
  '/sobre',
  `<section class="about" data-v-6e2a9f04>
<h1 data-v-6e2a9f04>Sobre n&oacute;s</h1>
<p data-v-6e2a9f04>O Ritmo foi fundado em 2021 pela educadora f&iacute;sica Marina Okada e pelo engenheiro Rafael Duarte. Hoje somos 58 pessoas e mais de 1,2 milh&atilde;o de usu&aacute;rios ativos.</p>
<h2 data-v-6e2a9f04>Investidores</h2>
<p data-v-6e2a9f04>Somos apoiados por <a href="https://www.kaszek.com/" data-v-6e2a9f04>Kaszek</a> e <a href="https://canary.com.br/" data-v-6e2a9f04>Canary</a>.</p>
<h2 data-v-6e2a9f04>Ecossistema</h2>
<p data-v-6e2a9f04>Fazemos parte da comunidade de startups do <a href="https://cubo.network/" data-v-6e2a9f04>Cubo Ita&uacute;</a>.</p>
</section>`,
  { about: true },
);

const blogPost = page(
  'Quanto tempo de treino por semana &eacute; suficiente? | Blog Ritmo',
  'O que a ci&ecirc;ncia diz sobre a dose m&iacute;nima de exerc&iacute;cio para sa&uacute;de.',
  '/blog/quanto-tempo-de-treino-por-semana',
  `<article class="post" data-v-0c4b7e66>
<h1 data-v-0c4b7e66>Quanto tempo de treino por semana &eacute; suficiente?</h1>
<p class="meta" data-v-0c4b7e66>Por Marina Okada &middot; 3 de fevereiro de 2026</p>
<p data-v-0c4b7e66>A <a href="https://www.who.int/publications/i/item/9789240015128" data-v-0c4b7e66>recomenda&ccedil;&atilde;o da OMS</a> &eacute; de 150 a 300 minutos de atividade moderada por semana. Um <a href="https://www.scielo.br/j/rbme/a/kQ7x2Lm9/" data-v-0c4b7e66>estudo brasileiro publicado na Revista Brasileira de Medicina do Esporte</a> mostrou benef&iacute;cios j&aacute; com 75 minutos de treino intenso.</p>
<p data-v-0c4b7e66>No Ritmo, o plano &ldquo;M&iacute;nimo Eficaz&rdquo; cabe em tr&ecirc;s sess&otilde;es de 25 minutos.</p>
</article>`,
  { post: 'quanto-tempo-de-treino-por-semana' },
);

export const site: CorpusSite = {
  domain: 'ritmoapp.com.br',
  catchAll: true,
  covers:
    'Brazilian-Portuguese fitness app on Nuxt 3 (SSG on Netlify with a catch-all fallback, scoped data-v attributes, __NUXT_DATA__); filterable integration grid with two unlinked integrations (technology); partner page reached from the footer with tiered resellers (channel) and partner gyms with one unlinked (generic); distribution through benefit platforms in prose (channel); negatives: app-store badges, press logos, award, testimonials, corporate client logos, investors, startup hub, article citations, own help/app subdomains, job board',
  pages: {
    '/': { headers, html: home },
    '/integracoes': { headers, html: integracoes },
    '/parceiros': { headers, html: parceiros },
    '/empresas': { headers, html: empresas },
    '/sobre': { headers, html: sobre },
    '/blog/quanto-tempo-de-treino-por-semana': { headers, html: blogPost },
  },
  sitemap: ['/', '/planos', '/integracoes', '/empresas', '/parceiros', '/sobre', '/blog', '/blog/quanto-tempo-de-treino-por-semana'],
  technologies: ['nuxt-js', 'vue-js', 'netlify', 'hsts', 'google-tag-manager', 'amplitude', 'google-font-api', 'open-graph'],
  partners: {
    'garmin.com': 'technology',
    'polar.com': 'technology',
    'fitbit.com': 'technology',
    'strava.com': 'technology',
    'spotify.com': 'technology',
    'zenithrh.com.br': 'channel',
    'vivabemcorporativo.com.br': 'channel',
    'academiaforcatotal.com.br': 'generic',
    'studiomovimento.com.br': 'generic',
    'wellhub.com': 'channel',
    'totalpass.com.br': 'channel',
  },
};
