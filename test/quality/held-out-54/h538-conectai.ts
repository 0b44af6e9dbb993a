import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87b2c3d4e5f60718-GRU',
  'cf-cache-status': 'DYNAMIC',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="pt-BR" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.B7xQ2mLp.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk3pWq9z.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/C1aR7tYv.js">
<script type="module" src="/_nuxt/Dk3pWq9z.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:locale" content="pt_BR">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.conectai.com.br${path}">
<meta property="og:image" content="https://www.conectai.com.br/og/conectai-og.png">
<link rel="canonical" href="https://www.conectai.com.br${path}">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-PX7R2KD');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/8f2c1a7e-4b3d-4e5f-9a1b-2c3d4e5f6a7b-loader.js"></script>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=3f2e1d0c-b9a8-4f7e-8d6c-5b4a3f2e1d0c" async></script>
</head>
<body>
<div id="__nuxt"><div class="layout" data-v-6a1b2c3d>
<header class="topo" data-v-6a1b2c3d>
  <a href="/" class="topo__logo" data-v-6a1b2c3d><img src="/img/conectai-logo.svg" alt="Conectaí" width="150" height="36" data-v-6a1b2c3d></a>
  <nav class="topo__menu" data-v-6a1b2c3d>
    <a href="/solucoes" data-v-6a1b2c3d>Soluções</a>
    <a href="/planos" data-v-6a1b2c3d>Planos</a>
    <a href="/parceiros" data-v-6a1b2c3d>Parceiros</a>
    <a href="https://blog.conectai.com.br" data-v-6a1b2c3d>Blog</a>
    <a href="https://ajuda.conectai.com.br" data-v-6a1b2c3d>Central de ajuda</a>
    <a href="https://app.conectai.com.br/entrar" class="btn btn--outline" data-v-6a1b2c3d>Entrar</a>
    <a href="/teste-gratis" class="btn" data-v-6a1b2c3d>Teste grátis</a>
  </nav>
</header>
<main data-v-6a1b2c3d>`;

const footer = `</main>
<footer class="rodape" data-v-4e5f6a7b>
  <div class="rodape__cols" data-v-4e5f6a7b>
    <div data-v-4e5f6a7b><img src="/img/conectai-logo-branco.svg" alt="Conectaí" width="130" data-v-4e5f6a7b><p data-v-4e5f6a7b>Conectaí Tecnologia Ltda. · CNPJ 34.567.890/0001-12<br>Av. Paulista, 1842 – Bela Vista, São Paulo – SP</p></div>
    <div data-v-4e5f6a7b><h4 data-v-4e5f6a7b>Empresa</h4><a href="/sobre" data-v-4e5f6a7b>Sobre nós</a><a href="/carreiras" data-v-4e5f6a7b>Trabalhe conosco</a><a href="/parceiros" data-v-4e5f6a7b>Seja parceiro</a><a href="/imprensa" data-v-4e5f6a7b>Imprensa</a></div>
    <div data-v-4e5f6a7b><h4 data-v-4e5f6a7b>Baixe o app</h4><a href="https://apps.apple.com/br/app/conectai-vendas/id1598765432" target="_blank" rel="noopener" data-v-4e5f6a7b><img src="/img/badge-app-store.svg" alt="Baixar na App Store" data-v-4e5f6a7b></a><a href="https://play.google.com/store/apps/details?id=br.com.conectai.app" target="_blank" rel="noopener" data-v-4e5f6a7b><img src="/img/badge-google-play.svg" alt="Disponível no Google Play" data-v-4e5f6a7b></a></div>
    <div data-v-4e5f6a7b><h4 data-v-4e5f6a7b>Redes</h4><a href="https://www.instagram.com/conectai.br" target="_blank" rel="noopener" data-v-4e5f6a7b>Instagram</a><a href="https://www.linkedin.com/company/conectai-br" target="_blank" rel="noopener" data-v-4e5f6a7b>LinkedIn</a><a href="https://www.youtube.com/@conectaibr" target="_blank" rel="noopener" data-v-4e5f6a7b>YouTube</a></div>
  </div>
  <p class="rodape__selo" data-v-4e5f6a7b><a href="https://www.reclameaqui.com.br/empresa/conectai/" target="_blank" rel="noopener" data-v-4e5f6a7b><img src="/img/selo-ra1000.svg" alt="Selo RA1000 Reclame Aqui" data-v-4e5f6a7b></a></p>
  <p class="rodape__legal" data-v-4e5f6a7b>© 2024 Conectaí · <a href="/privacidade" data-v-4e5f6a7b>Política de privacidade</a> · <a href="/termos" data-v-4e5f6a7b>Termos de uso</a></p>
</footer>
<div class="lgpd-banner" role="dialog" data-v-9c8d7e6f><p data-v-9c8d7e6f>Usamos cookies para melhorar sua experiência, conforme a LGPD. <a href="/privacidade" data-v-9c8d7e6f>Saiba mais</a></p><button data-v-9c8d7e6f>Aceitar</button></div>
</div></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6,"path":7},{},{},["Set"],{},true,"/"]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"https://www.conectai.com.br"},app:{baseURL:"/",buildId:"9b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script defer src="https://static.cloudflareinsights.com/beacon.min.js/vcd15cbe7772f49c399c6a5babf22c1241717689176015" data-cf-beacon='{"token": "7c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f"}' crossorigin="anonymous"></script>
</body>
</html>`;

const agency = (name: string, city: string, text: string, href: string, slug: string) =>
  `<li class="agencia" data-v-2b3c4d5e><img src="/img/parceiros/${slug}.png" alt="${name}" data-v-2b3c4d5e><h3 data-v-2b3c4d5e>${name}</h3><span class="agencia__cidade" data-v-2b3c4d5e>${city}</span><p data-v-2b3c4d5e>${text}</p><a href="${href}" target="_blank" rel="noopener" data-v-2b3c4d5e>Visitar site</a></li>`;

const agencyPage = (
  page: number,
  items: string,
  pager: string,
) => `${head(`Agências parceiras${page > 1 ? ` – página ${page}` : ''} | Conectaí`, 'Agências certificadas que implantam o Conectaí e operam marketplaces para você.', page > 1 ? `/parceiros/agencias/${page}` : '/parceiros/agencias')}
<section class="agencias" data-v-2b3c4d5e><a href="/parceiros" data-v-2b3c4d5e>← Parceiros</a><h1 data-v-2b3c4d5e>Agências parceiras certificadas</h1><p data-v-2b3c4d5e>Precisa de ajuda para operar seus marketplaces? Estas agências são certificadas no Conectaí.</p>
<ul class="agencias__lista" data-v-2b3c4d5e>${items}</ul>
<nav class="paginacao" aria-label="Paginação" data-v-2b3c4d5e>${pager}</nav></section>
${footer}`;

export const site: CorpusSite = {
  domain: 'conectai.com.br',
  covers:
    'Brazilian marketplace-integration hub on Nuxt behind Cloudflare with RD Station and Zendesk: partner hub with linked logo sections (marketplaces, e-commerce platforms, ERPs) and an agency directory paginated over two pages with Visit-site links; app-store badges, Reclame Aqui seal, press, investor, customers and own blog/help/app subdomains as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Conectaí | Venda em todos os marketplaces com um só painel', 'Integre sua loja ao Mercado Livre, Amazon, Magalu e Shopee. Estoque, preços e pedidos sincronizados em tempo real.', '/')}
<section class="hero" data-v-1a2b3c4d><h1 data-v-1a2b3c4d>Venda em todos os marketplaces com um só painel</h1><p data-v-1a2b3c4d>Estoque, preço e pedidos sincronizados em tempo real entre sua loja virtual, seu ERP e os maiores marketplaces do Brasil.</p><a href="/teste-gratis" class="btn" data-v-1a2b3c4d>Teste grátis por 15 dias</a></section>
<section class="clientes" data-v-1a2b3c4d><h2 data-v-1a2b3c4d>+8.000 lojistas confiam no Conectaí</h2><div class="clientes__logos" data-v-1a2b3c4d><img src="/img/clientes/casa-aurora.png" alt="Casa Aurora" data-v-1a2b3c4d><img src="/img/clientes/bike-ponto.png" alt="Bike Ponto" data-v-1a2b3c4d><img src="/img/clientes/mundo-pet-shop.png" alt="Mundo Pet" data-v-1a2b3c4d></div></section>
<section class="depoimento" data-v-1a2b3c4d><blockquote data-v-1a2b3c4d>“Triplicamos as vendas no Mercado Livre em seis meses.”<cite data-v-1a2b3c4d>Renata Alves, fundadora da <a href="https://www.casaaurora.com.br" target="_blank" rel="noopener" data-v-1a2b3c4d>Casa Aurora</a></cite></blockquote></section>
<section class="midia" data-v-1a2b3c4d><h2 data-v-1a2b3c4d>Na mídia</h2><a href="https://exame.com/negocios/conectai-marketplaces/" target="_blank" rel="noopener" data-v-1a2b3c4d>Exame</a> · <a href="https://startups.com.br/negocios/conectai-capta-rodada/" target="_blank" rel="noopener" data-v-1a2b3c4d>Startups</a></section>
<section class="investidores" data-v-1a2b3c4d><p data-v-1a2b3c4d>Investida por <a href="https://ipeventures.com.br" target="_blank" rel="noopener" data-v-1a2b3c4d>Ipê Ventures</a> e <a href="https://www.cerradocapital.com.br" target="_blank" rel="noopener" data-v-1a2b3c4d>Cerrado Capital</a>.</p></section>
${footer}`,
    },
    '/parceiros': {
      headers,
      html: `${head('Parceiros | Conectaí', 'Marketplaces, plataformas, ERPs e agências parceiras do Conectaí.', '/parceiros')}
<section class="parceiros" data-v-7d8e9f0a><h1 data-v-7d8e9f0a>Nosso ecossistema de parceiros</h1><p data-v-7d8e9f0a>O Conectaí é integrado oficialmente aos principais canais de venda e sistemas de gestão do Brasil.</p>
<h2 data-v-7d8e9f0a>Marketplaces integrados</h2>
<div class="logos" data-v-7d8e9f0a>
<a href="https://www.mercadolivre.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/mercado-livre.svg" alt="Mercado Livre" data-v-7d8e9f0a></a>
<a href="https://venda.amazon.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/amazon.svg" alt="Amazon" data-v-7d8e9f0a></a>
<a href="https://parceiro.magazineluiza.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/magalu.svg" alt="Magalu" data-v-7d8e9f0a></a>
<a href="https://shopee.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/shopee.svg" alt="Shopee" data-v-7d8e9f0a></a>
<img src="/img/parceiros/netshoes.svg" alt="Netshoes (em breve)" data-v-7d8e9f0a>
</div>
<h2 data-v-7d8e9f0a>Plataformas de e-commerce</h2>
<div class="logos" data-v-7d8e9f0a>
<a href="https://vtex.com/pt-br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/vtex.svg" alt="VTEX" data-v-7d8e9f0a></a>
<a href="https://nuvemshop.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/nuvemshop.svg" alt="Nuvemshop" data-v-7d8e9f0a></a>
<a href="https://www.tray.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/tray.svg" alt="Tray" data-v-7d8e9f0a></a>
<a href="https://lojaintegrada.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a><img src="/img/parceiros/loja-integrada.svg" alt="Loja Integrada" data-v-7d8e9f0a></a>
</div>
<h2 data-v-7d8e9f0a>ERPs</h2>
<ul data-v-7d8e9f0a><li data-v-7d8e9f0a><a href="https://www.bling.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a>Bling</a></li><li data-v-7d8e9f0a><a href="https://tiny.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a>Olist Tiny</a></li><li data-v-7d8e9f0a><a href="https://www.omie.com.br/" target="_blank" rel="noopener" data-v-7d8e9f0a>Omie</a></li></ul>
<h2 data-v-7d8e9f0a>Agências parceiras</h2>
<p data-v-7d8e9f0a>Conheça as agências certificadas que implantam o Conectaí. <a href="/parceiros/agencias" data-v-7d8e9f0a>Ver diretório de agências</a></p>
<h2 data-v-7d8e9f0a>Quer ser parceiro?</h2><p data-v-7d8e9f0a>Preencha o <a href="https://conectai.typeform.com/to/parceria" target="_blank" rel="noopener" data-v-7d8e9f0a>formulário de parceria</a>.</p>
</section>
${footer}`,
    },
    '/parceiros/agencias': {
      headers,
      html: agencyPage(
        1,
        [
          agency(
            'Agência Caju',
            'Recife – PE',
            'Operação completa de marketplaces para moda e calçados.',
            'https://agenciacaju.com.br/',
            'caju',
          ),
          agency(
            'EcomRocket',
            'São Paulo – SP',
            'Ads em marketplaces e gestão de catálogo.',
            'https://www.ecomrocket.com.br/?utm_source=conectai',
            'ecomrocket',
          ),
          agency('Pipa Digital', 'Florianópolis – SC', 'Implantação de VTEX e integrações com ERP.', 'https://pipadigital.com.br', 'pipa'),
          agency(
            'Vitrinex',
            'Belo Horizonte – MG',
            'Fotografia, cadastro e otimização de anúncios.',
            'https://vitrinex.com.br/',
            'vitrinex',
          ),
        ].join(''),
        '<span aria-current="page">1</span> <a href="/parceiros/agencias/2">2</a> <a href="/parceiros/agencias/2" rel="next">Próxima →</a>',
      ),
    },
    '/parceiros/agencias/2': {
      headers,
      html: agencyPage(
        2,
        [
          agency(
            'Tucano Commerce',
            'Manaus – AM',
            'Consultoria de e-commerce para o Norte e Nordeste.',
            'https://tucanocommerce.com.br/',
            'tucano',
          ),
          agency(
            'Quarteirão Web',
            'Porto Alegre – RS',
            'Lojas Nuvemshop e Tray integradas a marketplaces.',
            'https://www.quarteiraoweb.com.br/',
            'quarteirao',
          ),
        ].join(''),
        '<a href="/parceiros/agencias" rel="prev">← Anterior</a> <a href="/parceiros/agencias">1</a> <span aria-current="page">2</span>',
      ),
    },
  },
  sitemap: ['/', '/solucoes', '/planos', '/parceiros', '/sobre', '/carreiras', '/imprensa'],
  technologies: [
    'nuxt-js',
    'vue-js',
    'open-graph',
    'google-tag-manager',
    'rd-station',
    'zendesk',
    'cloudflare',
    'cloudflare-browser-insights',
  ],
  partners: {
    'mercadolivre.com.br': 'technology',
    'amazon.com.br': 'technology',
    'magazineluiza.com.br': 'technology',
    'shopee.com.br': 'technology',
    'vtex.com': 'technology',
    'nuvemshop.com.br': 'technology',
    'tray.com.br': 'technology',
    'lojaintegrada.com.br': 'technology',
    'bling.com.br': 'technology',
    'tiny.com.br': 'technology',
    'omie.com.br': 'technology',
    'agenciacaju.com.br': 'channel',
    'ecomrocket.com.br': 'channel',
    'pipadigital.com.br': 'channel',
    'vitrinex.com.br': 'channel',
    'tucanocommerce.com.br': 'channel',
    'quarteiraoweb.com.br': 'channel',
  },
};
