import type { CorpusSite } from '../corpus/types.js';

/* Feirinha — marketplace brasileiro de alimentos de produtores locais (São Paulo); Nuxt 3 atrás do CloudFront, GTM, RD Station, AdOpt, Zendesk. */

const origin = 'https://www.feirinha.com.br';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  via: '1.1 4f2c9a81b3d7e06a5c1f8e2d9b7a3c40.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'GRU3-P4',
  'x-amz-cf-id': 'Qk2mW8xLp3Zy7Vb1Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5Lq8W==',
  'x-cache': 'Hit from cloudfront',
  'strict-transport-security': 'max-age=31536000',
};

const v = 'data-v-7a1c3e9f';

const header = `
<div class="promo-bar" ${v}><p ${v}>Frete grátis na primeira compra acima de R$ 120 com o cupom <strong ${v}>PRIMEIRAFEIRA</strong></p></div>
<header class="site-header" ${v}>
  <div class="container header-row" ${v}>
    <a href="/" class="router-link-active router-link-exact-active logo" aria-current="page" ${v}><img src="/_nuxt/logo-feirinha.Cq8Wm2Lx.svg" alt="Feirinha" width="140" height="40" fetchpriority="high" ${v}></a>
    <nav class="main-nav" aria-label="Navegação principal" ${v}>
      <ul ${v}>
        <li class="has-dropdown" ${v}><a href="/como-funciona" ${v}>Como funciona</a>
          <ul class="dropdown" ${v}><li ${v}><a href="/como-funciona#cestas" ${v}>Cestas semanais</a></li><li ${v}><a href="/como-funciona#entrega" ${v}>Entrega e retirada</a></li><li ${v}><a href="/como-funciona#regioes" ${v}>Regiões atendidas</a></li></ul></li>
        <li ${v}><a href="/produtores" ${v}>Venda na Feirinha</a></li>
        <li ${v}><a href="/parceiros" ${v}>Parceiros</a></li>
        <li ${v}><a href="/sobre" ${v}>Sobre nós</a></li>
      </ul>
    </nav>
    <div class="header-actions" ${v}><a href="https://feirinha.app/entrar" class="btn-outline" ${v}>Entrar</a><a href="https://feirinha.app/loja" class="btn-primary" ${v}>Fazer feira</a></div>
  </div>
</header>`;

const footer = `
<footer class="site-footer" data-v-2b8d4f01>
  <div class="container footer-grid" data-v-2b8d4f01>
    <div data-v-2b8d4f01><img src="/_nuxt/logo-feirinha-branco.Zx3Lp9Qa.svg" alt="Feirinha" width="120" height="34" loading="lazy" data-v-2b8d4f01>
      <p data-v-2b8d4f01>Feirinha Tecnologia em Alimentos Ltda.<br>CNPJ 38.412.907/0001-55<br>Rua Fradique Coutinho, 1120 &ndash; Pinheiros, São Paulo/SP</p>
      <p data-v-2b8d4f01><a href="mailto:oi@feirinha.com.br" data-v-2b8d4f01>oi@feirinha.com.br</a> &middot; WhatsApp <a href="https://wa.me/5511955550126" data-v-2b8d4f01>(11) 95555-0126</a></p></div>
    <div data-v-2b8d4f01><h3 data-v-2b8d4f01>Feirinha</h3><ul data-v-2b8d4f01><li data-v-2b8d4f01><a href="/sobre" data-v-2b8d4f01>Sobre nós</a></li><li data-v-2b8d4f01><a href="/parceiros" data-v-2b8d4f01>Parceiros</a></li><li data-v-2b8d4f01><a href="/trabalhe-conosco" data-v-2b8d4f01>Trabalhe conosco</a></li><li data-v-2b8d4f01><a href="/sobre#imprensa" data-v-2b8d4f01>Imprensa</a></li></ul></div>
    <div data-v-2b8d4f01><h3 data-v-2b8d4f01>Ajuda</h3><ul data-v-2b8d4f01><li data-v-2b8d4f01><a href="https://ajuda.feirinha.com.br/hc/pt-br" data-v-2b8d4f01>Central de ajuda</a></li><li data-v-2b8d4f01><a href="/como-funciona#entrega" data-v-2b8d4f01>Entregas</a></li><li data-v-2b8d4f01><a href="/termos" data-v-2b8d4f01>Termos de uso</a></li><li data-v-2b8d4f01><a href="/privacidade" data-v-2b8d4f01>Privacidade (LGPD)</a></li></ul></div>
    <div data-v-2b8d4f01><h3 data-v-2b8d4f01>Baixe o app</h3>
      <a href="https://apps.apple.com/br/app/feirinha/id1573301982" data-v-2b8d4f01><img src="/_nuxt/app-store-pt.Bq2mN7xL.svg" alt="Baixar na App Store" width="120" height="40" loading="lazy" data-v-2b8d4f01></a>
      <a href="https://play.google.com/store/apps/details?id=br.com.feirinha" data-v-2b8d4f01><img src="/_nuxt/google-play-pt.Hk8Pq2Wz.svg" alt="Disponível no Google Play" width="135" height="40" loading="lazy" data-v-2b8d4f01></a>
      <ul class="social" data-v-2b8d4f01><li data-v-2b8d4f01><a href="https://www.instagram.com/feirinha.br" aria-label="Instagram" data-v-2b8d4f01>Instagram</a></li><li data-v-2b8d4f01><a href="https://www.tiktok.com/@feirinha.br" aria-label="TikTok" data-v-2b8d4f01>TikTok</a></li><li data-v-2b8d4f01><a href="https://www.linkedin.com/company/feirinha" aria-label="LinkedIn" data-v-2b8d4f01>LinkedIn</a></li></ul></div>
  </div>
  <div class="container seals" data-v-2b8d4f01>
    <a href="https://www.reclameaqui.com.br/empresa/feirinha/" rel="noopener" data-v-2b8d4f01><img src="/_nuxt/selo-ra1000.Lp3qW8mZ.png" alt="Selo RA1000 Reclame Aqui" width="90" height="40" loading="lazy" data-v-2b8d4f01></a>
    <a href="https://www.sistemab.org/empresas-b/feirinha" rel="noopener" data-v-2b8d4f01><img src="/_nuxt/empresa-b-certificada.Qz7Pm1Xa.png" alt="Empresa B Certificada" width="40" height="60" loading="lazy" data-v-2b8d4f01></a>
    <a href="https://abstartups.com.br/" rel="noopener" data-v-2b8d4f01><img src="/_nuxt/abstartups-associada.Wm4Lq9Zx.png" alt="Associada ABStartups" width="90" height="40" loading="lazy" data-v-2b8d4f01></a>
  </div>
  <p class="copyright" data-v-2b8d4f01>&copy; 2025 Feirinha. Todos os direitos reservados.</p>
</footer>`;

function nuxtPayload(route: string, extra: unknown[]): string {
  return JSON.stringify([
    ['ShallowReactive', 1],
    { data: 2, state: 4, once: 6, _errors: 7, serverRendered: 9, path: 10 },
    ['ShallowReactive', 3],
    { [`page-${route}`]: 11 },
    ['Reactive', 5],
    { '$scookie-consent': 8 },
    ['Set'],
    ['ShallowReactive', 12],
    false,
    true,
    route,
    { route, items: extra.length === 0 ? 13 : 14 },
    {},
    [],
    extra,
  ]);
}

function page(path: string, title: string, desc: string, main: string, payload: unknown[] = []): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-FRN8K2Q');</script>
<script src="https://tag.goadopt.io/injector.js?website_code=9a2f1c3e-7b4d-4e8a-b1c0-5d2e8f7a6b31" class="adopt-injector"></script>
<link rel="stylesheet" href="/_nuxt/entry.Dk2Pq8Wz.css">
<link rel="stylesheet" href="/_nuxt/default.Lm7Qx2Za.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqW2mL8x.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dz9Kp3Qa.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cx1Lm7Wq.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-feirinha.Cq8Wm2Lx.svg">
<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Nunito:wght@400;600;800&family=Fraunces:opsz,wght@9..144,700&display=swap">
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="${origin}/og/feirinha-cesta.jpg">
<meta property="og:locale" content="pt_BR">
<link rel="canonical" href="${origin}${path}">
<link rel="icon" type="image/png" href="/favicon-32.png">
<script type="module" src="/_nuxt/BqW2mL8x.js" crossorigin></script></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-FRN8K2Q" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__nuxt"><div class="layout-default" ${v}>${header}<main class="page" ${v}>${main}</main>${footer}</div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${nuxtPayload(path, payload)}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{gtm:{id:"GTM-FRN8K2Q"},apiBase:"https://api.feirinha.com.br/v2",appUrl:"https://feirinha.app"},app:{baseURL:"/",buildId:"5e8b2c1a-4f7d-4a9e-9c3b-1d2f0e8a7b64",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/6f1a2c9e-3b7d-4e8a-a5c1-0d2e9f8b7a43-loader.js"></script>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=3c9a1f2e-7b4d-4e8a-b1c0-5d2e8f7a6b92"></script></body></html>`;
}

const home = page(
  '/',
  'Feirinha — feira orgânica direto do produtor, entregue em casa',
  'Compre frutas, verduras, ovos e queijos de pequenos produtores e cooperativas do interior de São Paulo. Cestas semanais e entrega em toda a Grande SP.',
  `
<section class="hero" ${v}><div class="container hero-grid" ${v}><div ${v}>
  <h1 ${v}>A feira do produtor, na sua porta.</h1>
  <p class="lead" ${v}>Alimentos colhidos no dia anterior por 340 famílias agricultoras e cooperativas do cinturão verde paulista. Você paga um preço justo, o produtor recebe 65% do valor.</p>
  <form class="cep-form" action="https://feirinha.app/loja" method="get" ${v}><label for="cep" class="sr-only" ${v}>CEP</label><input id="cep" name="cep" inputmode="numeric" placeholder="Digite seu CEP" ${v}><button type="submit" class="btn-primary" ${v}>Ver produtos</button></form>
</div><img src="/_nuxt/hero-cesta.Rk8Wq2Lm.webp" alt="Cesta com verduras, frutas e ovos caipiras" width="560" height="460" fetchpriority="high" ${v}></div></section>
<section class="how" ${v}><div class="container" ${v}><h2 ${v}>Como funciona</h2><ol class="steps" ${v}>
  <li ${v}><h3 ${v}>Monte sua feira</h3><p ${v}>Escolha avulso ou assine uma cesta semanal a partir de R$ 79.</p></li>
  <li ${v}><h3 ${v}>O produtor colhe</h3><p ${v}>Os pedidos fecham às 18h de domingo e a colheita acontece na segunda.</p></li>
  <li ${v}><h3 ${v}>Receba ou retire</h3><p ${v}>Entregamos de terça a sábado ou você retira em um ponto parceiro perto de casa.</p></li></ol></div></section>
<section class="producers-teaser" ${v}><div class="container" ${v}><h2 ${v}>Quem planta o que você come</h2>
  <div class="cards" ${v}>
    <article class="card" ${v}><img src="/_nuxt/produtora-dona-lurdes.Pq2Wm8Lx.webp" alt="Dona Lurdes na horta" width="320" height="240" loading="lazy" ${v}><h3 ${v}>Dona Lurdes, Ibiúna</h3><p ${v}>Folhosas e temperos orgânicos certificados.</p></article>
    <article class="card" ${v}><img src="/_nuxt/produtor-seu-akira.Zx7Lq3Wm.webp" alt="Seu Akira com caquis" width="320" height="240" loading="lazy" ${v}><h3 ${v}>Seu Akira, Mogi das Cruzes</h3><p ${v}>Caqui, ponkan e nêsperas de terceira geração.</p></article>
    <article class="card" ${v}><img src="/_nuxt/queijaria-serra.Wm3Pq8Zx.webp" alt="Queijos curados" width="320" height="240" loading="lazy" ${v}><h3 ${v}>Queijaria da Serra, Cunha</h3><p ${v}>Queijos de leite cru com selo Arte.</p></article>
  </div><p ${v}><a href="/produtores" ${v}>Quer vender na Feirinha? &rarr;</a></p></div></section>
<section class="reviews" ${v}><div class="container" ${v}><h2 ${v}>Quem compra, recomenda</h2><blockquote ${v}>&ldquo;Nunca mais voltei ao hortifrúti do mercado. A alface dura a semana inteira.&rdquo; <cite ${v}>&mdash; Carolina, Vila Mariana</cite></blockquote><blockquote ${v}>&ldquo;Retiro no empório do lado do trabalho, super prático.&rdquo; <cite ${v}>&mdash; Rafael, Pinheiros</cite></blockquote></div></section>
<section class="press-strip" ${v}><div class="container" ${v}><p ${v}>Na mídia: <a href="https://exame.com/negocios/feirinha-startup-agricultura-familiar/" rel="noopener" ${v}>Exame</a> &middot; <a href="https://www1.folha.uol.com.br/mercado/2024/09/startups-levam-feira-organica-para-o-app.shtml" rel="noopener" ${v}>Folha de S.Paulo</a> &middot; Globo Rural</p></div></section>`,
);

const comoFunciona = page(
  '/como-funciona',
  'Como funciona — Feirinha',
  'Cestas semanais, pedidos avulsos, entrega em domicílio e retirada em pontos parceiros na Grande São Paulo.',
  `
<section class="page-hero" ${v}><div class="container" ${v}><h1 ${v}>Como funciona</h1><p class="lead" ${v}>Do campo à sua cozinha em até 48 horas.</p></div></section>
<section id="cestas" class="block" ${v}><div class="container" ${v}><h2 ${v}>Cestas semanais</h2>
<table ${v}><thead ${v}><tr ${v}><th ${v}>Cesta</th><th ${v}>Itens</th><th ${v}>Preço/semana</th></tr></thead><tbody ${v}><tr ${v}><td ${v}>Pequena</td><td ${v}>8 itens (1&ndash;2 pessoas)</td><td ${v}>R$ 79</td></tr><tr ${v}><td ${v}>Média</td><td ${v}>12 itens (3&ndash;4 pessoas)</td><td ${v}>R$ 119</td></tr><tr ${v}><td ${v}>Família</td><td ${v}>18 itens (5+ pessoas)</td><td ${v}>R$ 159</td></tr></tbody></table>
<p ${v}>Pause ou cancele quando quiser pelo app. Pagamento por Pix, cartão de crédito ou boleto.</p></div></section>
<section id="entrega" class="block" ${v}><div class="container" ${v}><h2 ${v}>Entrega e retirada</h2><p ${v}>Entrega em casa de terça a sábado, em janelas de 3 horas, por R$ 12,90 (grátis acima de R$ 180). Ou retire sem custo em um dos nossos <a href="/parceiros#retirada" ${v}>pontos de retirada parceiros</a>.</p></div></section>
<section id="regioes" class="block" ${v}><div class="container" ${v}><h2 ${v}>Regiões atendidas</h2><ul class="columns" ${v}><li ${v}>São Paulo (capital)</li><li ${v}>Santo André</li><li ${v}>São Bernardo do Campo</li><li ${v}>São Caetano do Sul</li><li ${v}>Osasco</li><li ${v}>Guarulhos</li><li ${v}>Barueri e Alphaville</li><li ${v}>Campinas (retirada)</li></ul></div></section>
<section class="faq" ${v}><div class="container" ${v}><h2 ${v}>Perguntas frequentes</h2>
  <details ${v}><summary ${v}>Os produtos são orgânicos?</summary><p ${v}>72% dos itens têm certificação orgânica ou participativa; os demais são de produção agroecológica em transição, sempre sinalizada no app.</p></details>
  <details ${v}><summary ${v}>E se algo vier estragado?</summary><p ${v}>Mande uma foto pelo app em até 24h e devolvemos o valor em créditos.</p></details>
  <details ${v}><summary ${v}>Vocês emitem nota fiscal?</summary><p ${v}>Sim, todas as compras têm NF-e enviada por e-mail.</p></details></div></section>`,
);

const produtores = page(
  '/produtores',
  'Venda na Feirinha — para produtores e cooperativas',
  'Agricultores familiares e cooperativas: venda direto para 60 mil famílias da Grande SP, com retirada na propriedade e pagamento semanal.',
  `
<section class="page-hero" ${v}><div class="container" ${v}><h1 ${v}>Venda na Feirinha</h1><p class="lead" ${v}>Você planta, a gente cuida da venda, da logística e do atendimento.</p></div></section>
<section class="block" ${v}><div class="container" ${v}><h2 ${v}>Vantagens</h2><ul ${v}><li ${v}>Você fica com 65% do preço final (média do varejo: 25%)</li><li ${v}>Previsão de demanda com 6 dias de antecedência: colha só o que foi vendido</li><li ${v}>Coleta na propriedade em 11 municípios do cinturão verde</li><li ${v}>Pagamento toda sexta-feira via Pix</li></ul></div></section>
<section class="block" ${v}><div class="container" ${v}><h2 ${v}>Requisitos</h2><ul ${v}><li ${v}>Inscrição no CAF (Cadastro Nacional da Agricultura Familiar) ou CNPJ de cooperativa</li><li ${v}>Produção orgânica certificada, participativa (OPAC) ou agroecológica em transição</li><li ${v}>Visita técnica da nossa equipe agronômica</li></ul></div></section>
<section class="block" ${v}><div class="container" ${v}><h2 ${v}>Cadastre-se</h2>
<form class="form" action="/api/produtores" method="post" ${v}><label for="nome" ${v}>Nome ou razão social</label><input id="nome" name="nome" required ${v}><label for="municipio" ${v}>Município</label><input id="municipio" name="municipio" ${v}><label for="whats" ${v}>WhatsApp</label><input id="whats" name="whatsapp" inputmode="tel" ${v}><label for="produtos" ${v}>O que você produz?</label><textarea id="produtos" name="produtos" rows="4" ${v}></textarea><button type="submit" class="btn-primary" ${v}>Quero vender</button></form></div></section>`,
);

type Logo = { name: string; url: string; img: string };
const coops: Logo[] = [
  { name: 'Cooperativa Agroecológica Terra Viva', url: 'https://www.coopterraviva.org.br/', img: 'coop-terra-viva' },
  { name: 'Cooperativa dos Agricultores Familiares de Ibiúna', url: 'https://coopafi.com.br/', img: 'coopafi' },
  { name: 'Associação de Produtores Orgânicos do Vale do Ribeira', url: 'https://www.organicosvaledoribeira.org.br/', img: 'apovr' },
];
const pickup: Logo[] = [
  { name: 'Empório Vila Madalena', url: 'https://www.emporiovilamadalena.com.br/', img: 'emporio-vila-madalena' },
  { name: 'Mercadinho Saudável', url: 'https://mercadinhosaudavel.com.br/', img: 'mercadinho-saudavel' },
  { name: 'Café Raiz Paulista', url: 'https://www.caferaizpaulista.com.br/', img: 'cafe-raiz' },
];
const logoGrid = (items: Logo[]): string =>
  items
    .map(
      (l) =>
        `<a href="${l.url}" target="_blank" rel="noopener" class="logo-tile" data-v-5c2e8a14><img src="/_nuxt/parceiros/${l.img}.webp" alt="${l.name}" width="160" height="80" loading="lazy" data-v-5c2e8a14></a>`,
    )
    .join('');

const parceiros = page(
  '/parceiros',
  'Parceiros — Feirinha',
  'Cooperativas, pontos de retirada, parceiros de pagamento e tecnologia e organizações que constroem a Feirinha com a gente.',
  `
<section class="page-hero" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h1 data-v-5c2e8a14>Nossos parceiros</h1><p class="lead" data-v-5c2e8a14>Uma feira justa se faz em rede.</p>
<nav class="anchors" data-v-5c2e8a14><a href="#cooperativas" data-v-5c2e8a14>Cooperativas</a> &middot; <a href="#retirada" data-v-5c2e8a14>Pontos de retirada</a> &middot; <a href="#tecnologia" data-v-5c2e8a14>Pagamentos e tecnologia</a> &middot; <a href="#institucionais" data-v-5c2e8a14>Institucionais</a></nav></div></section>
<section id="cooperativas" class="block" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h2 data-v-5c2e8a14>Cooperativas e associações parceiras</h2><p data-v-5c2e8a14>Além de 340 produtores individuais, trabalhamos com cooperativas que organizam a produção de centenas de famílias.</p><div class="logo-grid" data-v-5c2e8a14>${logoGrid(coops)}</div></div></section>
<section id="retirada" class="block alt" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h2 data-v-5c2e8a14>Pontos de retirada parceiros</h2><p data-v-5c2e8a14>Lojas de bairro que recebem as cestas e vendem produtos Feirinha no balcão.</p><div class="logo-grid" data-v-5c2e8a14>${logoGrid(pickup)}</div><p class="small" data-v-5c2e8a14>Tem um comércio e quer ser ponto de retirada? Escreva para <a href="mailto:parcerias@feirinha.com.br" data-v-5c2e8a14>parcerias@feirinha.com.br</a>.</p></div></section>
<section id="tecnologia" class="block" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h2 data-v-5c2e8a14>Pagamentos e tecnologia</h2>
<ul class="tech-list" data-v-5c2e8a14>
  <li data-v-5c2e8a14><a href="https://www.mercadopago.com.br/" target="_blank" rel="noopener" data-v-5c2e8a14>Mercado Pago</a> &mdash; parceiro de pagamentos: cartão, Pix e boleto no checkout.</li>
  <li data-v-5c2e8a14><a href="https://pagbank.com.br/" target="_blank" rel="noopener" data-v-5c2e8a14>PagBank</a> &mdash; conta digital e pagamento semanal dos produtores via Pix.</li>
  <li data-v-5c2e8a14><a href="https://vindi.com.br/" target="_blank" rel="noopener" data-v-5c2e8a14>Vindi</a> &mdash; cobrança recorrente das assinaturas de cestas.</li>
  <li data-v-5c2e8a14><a href="https://enotas.com.br/" target="_blank" rel="noopener" data-v-5c2e8a14>eNotas</a> &mdash; emissão automática de NF-e para cada pedido.</li>
</ul></div></section>
<section id="institucionais" class="block alt" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h2 data-v-5c2e8a14>Parceiros institucionais</h2>
<p data-v-5c2e8a14>Com o <a href="https://akatu.org.br/" target="_blank" rel="noopener" data-v-5c2e8a14>Instituto Akatu</a> publicamos o guia &ldquo;Consumo consciente na feira&rdquo;, e com o <a href="https://slowfoodbrasil.org/" target="_blank" rel="noopener" data-v-5c2e8a14>Slow Food Brasil</a> mapeamos produtos da Arca do Gosto no estado de São Paulo. O <a href="https://sebrae.com.br/sites/PortalSebrae/ufs/sp" target="_blank" rel="noopener" data-v-5c2e8a14>Sebrae-SP</a> é nosso parceiro na capacitação de produtores em gestão e precificação.</p></div></section>
<section class="block" data-v-5c2e8a14><div class="container" data-v-5c2e8a14><h2 data-v-5c2e8a14>Investidores</h2><p data-v-5c2e8a14>A Feirinha é investida por <a href="https://www.kaszek.com/" target="_blank" rel="noopener" data-v-5c2e8a14>Kaszek</a> e <a href="https://canary.com.br/" target="_blank" rel="noopener" data-v-5c2e8a14>Canary</a>.</p></div></section>`,
  [
    ...coops.map((c) => ({ tipo: 'cooperativa', nome: c.name, site: c.url })),
    ...pickup.map((c) => ({ tipo: 'retirada', nome: c.name, site: c.url })),
  ],
);

const sobre = page(
  '/sobre',
  'Sobre nós — Feirinha',
  'A Feirinha nasceu em 2021 para encurtar o caminho entre a agricultura familiar e a mesa de quem mora na cidade.',
  `
<section class="page-hero" ${v}><div class="container" ${v}><h1 ${v}>Sobre nós</h1><p class="lead" ${v}>Encurtar o caminho do alimento é bom para quem planta e para quem come.</p></div></section>
<section class="block" ${v}><div class="container prose" ${v}><h2 ${v}>Nossa história</h2><p ${v}>A Feirinha nasceu em 2021, quando a agrônoma Juliana Matsumoto e o engenheiro Pedro Albuquerque viram produtores de Ibiúna jogando fora alface enquanto os mercados da capital cobravam caro por folhas murchas. Começamos com 40 cestas por semana entregues de bicicleta em Pinheiros. Hoje são 18 mil pedidos por semana.</p>
<h2 ${v}>Impacto em 2024</h2><ul ${v}><li ${v}>R$ 41 milhões pagos a produtores</li><li ${v}>1.200 toneladas de alimentos que não foram desperdiçados</li><li ${v}>Empresa B certificada desde 2023</li></ul>
<h2 ${v}>Prêmios</h2><p ${v}>Prêmio Sebrae Startup Agro 2023 e lista <a href="https://forbes.com.br/listas/under-30-2024/" rel="noopener" ${v}>Forbes Under 30</a> 2024 (Juliana Matsumoto).</p>
<h2 id="imprensa" ${v}>Imprensa</h2><ul ${v}><li ${v}><a href="https://exame.com/negocios/feirinha-startup-agricultura-familiar/" rel="noopener" ${v}>Exame: A startup que paga 65% ao produtor</a></li><li ${v}><a href="https://www1.folha.uol.com.br/mercado/2024/09/startups-levam-feira-organica-para-o-app.shtml" rel="noopener" ${v}>Folha: Startups levam a feira orgânica para o app</a></li><li ${v}><a href="https://www.estadao.com.br/economia/negocios/feirinha-rodada-serie-a/" rel="noopener" ${v}>Estadão: Feirinha capta R$ 60 milhões</a></li></ul><p ${v}>Contato para imprensa: <a href="mailto:imprensa@feirinha.com.br" ${v}>imprensa@feirinha.com.br</a></p>
<h2 ${v}>Parceiros</h2><p ${v}>Conheça as cooperativas, os pontos de retirada e as organizações que trabalham com a gente na página <a href="/parceiros" ${v}>Parceiros</a>.</p></div></section>`,
);

const trabalhe = page(
  '/trabalhe-conosco',
  'Trabalhe conosco — Feirinha',
  'Vagas na Feirinha: tecnologia, operações, agronomia e atendimento. São Paulo e remoto.',
  `
<section class="page-hero" ${v}><div class="container" ${v}><h1 ${v}>Trabalhe conosco</h1><p class="lead" ${v}>Somos 190 pessoas entre o escritório em Pinheiros, o centro de distribuição em Cotia e o campo.</p></div></section>
<section class="block" ${v}><div class="container" ${v}><h2 ${v}>Benefícios</h2><ul ${v}><li ${v}>Vale-refeição e cesta Feirinha semanal</li><li ${v}>Plano de saúde e odontológico</li><li ${v}>Home office para times de tecnologia e produto</li><li ${v}>Day off no aniversário</li></ul>
<h2 ${v}>Vagas abertas</h2><ul class="jobs" ${v}><li ${v}><a href="https://feirinha.gupy.io/jobs/7712034" rel="noopener" ${v}>Pessoa Desenvolvedora Vue/Nuxt Sênior</a> &mdash; remoto</li><li ${v}><a href="https://feirinha.gupy.io/jobs/7712089" rel="noopener" ${v}>Analista de Planejamento de Demanda</a> &mdash; São Paulo</li><li ${v}><a href="https://feirinha.gupy.io/jobs/7712110" rel="noopener" ${v}>Técnico(a) Agrícola</a> &mdash; Ibiúna/Mogi das Cruzes</li><li ${v}><a href="https://feirinha.gupy.io/jobs/7712145" rel="noopener" ${v}>Auxiliar de Logística</a> &mdash; Cotia</li></ul>
<p ${v}>Todas as vagas no nosso <a href="https://feirinha.gupy.io/" rel="noopener" ${v}>portal de carreiras</a>.</p></div></section>`,
);

export const site: CorpusSite = {
  domain: 'www.feirinha.com.br',
  otherDomains: ['feirinha.app'],
  covers:
    'Brazilian farm-to-door marketplace on Nuxt 3 behind CloudFront, no sitemap: a /parceiros page with anchor sections — cooperatives and pickup-point partners as logo grids named only by alt text (also in the __NUXT_DATA__ payload), payment/technology partners as a list, institutional partners in prose; negatives are investors on the same page, Reclame Aqui/Sistema B/ABStartups seals, Exame/Folha/Estadão press, a Forbes list, app-store badges, Gupy job links, WhatsApp, the app domain and socials.',
  pages: {
    '/': { headers, html: home },
    '/como-funciona': { headers, html: comoFunciona },
    '/produtores': { headers, html: produtores },
    '/parceiros': { headers, html: parceiros },
    '/parcerias': { status: 301, redirect: '/parceiros' },
    '/sobre': { headers, html: sobre },
    '/trabalhe-conosco': { headers, html: trabalhe },
  },
  technologies: [
    'adopt',
    'amazon-cloudfront',
    'amazon-web-services',
    'google-font-api',
    'google-tag-manager',
    'hsts',
    'nuxt-js',
    'open-graph',
    'priority-hints',
    'rd-station',
    'svelte',
    'vue-js',
    'zendesk',
  ],
  partners: {
    'coopterraviva.org.br': 'generic',
    'coopafi.com.br': 'generic',
    'organicosvaledoribeira.org.br': 'generic',
    'emporiovilamadalena.com.br': 'channel',
    'mercadinhosaudavel.com.br': 'channel',
    'caferaizpaulista.com.br': 'channel',
    'mercadopago.com.br': 'technology',
    'pagbank.com.br': 'technology',
    'vindi.com.br': 'technology',
    'enotas.com.br': 'technology',
    'akatu.org.br': 'generic',
    'slowfoodbrasil.org': 'generic',
    'sebrae.com.br': 'generic',
  },
};
