import type { CorpusSite } from '../corpus/types.js';

const buildId = 'q8ZbT1x4mKc2vR9pLw0aN';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.caixaagil.com.br${path}">
<meta property="og:image" content="https://www.caixaagil.com.br/og/caixa-agil-og.png">
<meta property="og:locale" content="pt_BR">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.caixaagil.com.br${path}">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/7c1e2f0d9b3a4e21.css" data-n-g="">
<script defer nomodule src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>
<script src="/_next/static/chunks/webpack-3b2c9a0d1f7e6c54.js" defer></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer></script>
<script src="/_next/static/chunks/main-e3d0f1a2b4c6d8e0.js" defer></script>
<script src="/_next/static/chunks/pages/_app-9a8b7c6d5e4f3a2b.js" defer></script>
<script src="/_next/static/${buildId}/_buildManifest.js" defer></script>
<script src="/_next/static/${buildId}/_ssgManifest.js" defer></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-4QK8ZP2M7R"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-4QK8ZP2M7R');</script>
</head>
<body>
<div id="__next">
<header class="sticky top-0 z-40 border-b bg-white/90 backdrop-blur">
  <div class="mx-auto flex max-w-7xl items-center justify-between px-6 py-4">
    <a href="/" aria-label="Caixa Ágil - página inicial"><img alt="Caixa Ágil" src="/logo-caixa-agil.svg" width="148" height="32"></a>
    <nav class="hidden gap-8 md:flex">
      <a href="/funcionalidades" class="text-sm font-medium text-slate-700">Funcionalidades</a>
      <a href="/planos" class="text-sm font-medium text-slate-700">Planos</a>
      <a href="/integracoes" class="text-sm font-medium text-slate-700">Integrações</a>
      <a href="/parceiros" class="text-sm font-medium text-slate-700">Parceiros</a>
      <a href="/sobre" class="text-sm font-medium text-slate-700">Sobre nós</a>
      <a href="https://ajuda.caixaagil.com.br" class="text-sm font-medium text-slate-700">Central de ajuda</a>
    </nav>
    <div class="flex gap-3">
      <a href="https://app.caixaagil.com.br/entrar" class="rounded-lg px-4 py-2 text-sm">Entrar</a>
      <a href="https://app.caixaagil.com.br/cadastro" class="rounded-lg bg-emerald-600 px-4 py-2 text-sm font-semibold text-white">Teste grátis</a>
    </div>
  </div>
</header>
<main>
`;

const foot = (page: string, props: string) => `</main>
<footer class="bg-slate-900 text-slate-300">
  <div class="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-4">
    <div>
      <img alt="Caixa Ágil" src="/logo-caixa-agil-branco.svg" width="148" height="32">
      <p class="mt-4 text-sm">Sistema PDV na nuvem para padarias, restaurantes, lojas e mercadinhos.</p>
      <p class="mt-4 text-xs">Caixa Ágil Tecnologia Ltda. · CNPJ 38.512.774/0001-09<br>Av. Cândido de Abreu, 776 · Curitiba/PR</p>
    </div>
    <div>
      <h3 class="font-semibold text-white">Produto</h3>
      <ul class="mt-4 space-y-2 text-sm">
        <li><a href="/funcionalidades">Funcionalidades</a></li>
        <li><a href="/planos">Planos e preços</a></li>
        <li><a href="/integracoes">Integrações</a></li>
        <li><a href="/maquininhas">Maquininhas compatíveis</a></li>
      </ul>
    </div>
    <div>
      <h3 class="font-semibold text-white">Empresa</h3>
      <ul class="mt-4 space-y-2 text-sm">
        <li><a href="/sobre">Sobre nós</a></li>
        <li><a href="/parceiros">Seja um parceiro</a></li>
        <li><a href="https://caixaagil.gupy.io/" target="_blank" rel="noreferrer">Trabalhe conosco</a></li>
        <li><a href="/privacidade">Política de privacidade</a></li>
      </ul>
    </div>
    <div>
      <h3 class="font-semibold text-white">Baixe o app</h3>
      <div class="mt-4 flex flex-col gap-2">
        <a href="https://apps.apple.com/br/app/caixa-agil-pdv/id1587743210"><img alt="Baixar na App Store" src="/badges/app-store.svg" width="120" height="40"></a>
        <a href="https://play.google.com/store/apps/details?id=br.com.caixaagil.pdv"><img alt="Disponível no Google Play" src="/badges/google-play.png" width="135" height="40"></a>
      </div>
      <div class="mt-6 flex gap-4">
        <a href="https://www.instagram.com/caixaagil/" aria-label="Instagram"><svg class="h-5 w-5" viewBox="0 0 24 24"><path d="M12 2.2c3.2 0 3.6 0 4.8.1"></path></svg></a>
        <a href="https://www.youtube.com/@caixaagil" aria-label="YouTube"><svg class="h-5 w-5" viewBox="0 0 24 24"><path d="M23.5 6.2"></path></svg></a>
        <a href="https://www.linkedin.com/company/caixa-agil/" aria-label="LinkedIn"><svg class="h-5 w-5" viewBox="0 0 24 24"><path d="M20.4 20.5h-3.6"></path></svg></a>
        <a href="https://wa.me/5541999871234" aria-label="Fale conosco no WhatsApp"><svg class="h-5 w-5" viewBox="0 0 24 24"><path d="M17.5 14.4"></path></svg></a>
      </div>
    </div>
  </div>
  <div class="border-t border-slate-800 py-6 text-center text-xs">
    <p>Aceitamos: <img alt="Pix" src="/pagamentos/pix.svg" width="32" height="20"> <img alt="Visa" src="/pagamentos/visa.svg" width="32" height="20"> <img alt="Mastercard" src="/pagamentos/mastercard.svg" width="32" height="20"> <img alt="Elo" src="/pagamentos/elo.svg" width="32" height="20"> <img alt="Boleto" src="/pagamentos/boleto.svg" width="32" height="20"></p>
    <p class="mt-2">© 2025 Caixa Ágil. Todos os direitos reservados.</p>
  </div>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props}},"page":"${page}","query":{},"buildId":"${buildId}","nextExport":false,"isFallback":false,"gsp":true,"locale":"pt-BR","locales":["pt-BR"],"defaultLocale":"pt-BR","scriptLoader":[]}</script>
<script defer src="/_vercel/insights/script.js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'gru1::iad1::7x2kq-1714567890123-4f8a9c0b1d2e',
  'strict-transport-security': 'max-age=63072000',
};

const revendaCard = (nome: string, cidade: string, url: string, img: string) => `
      <li class="rounded-xl border p-6">
        <img alt="${nome}" loading="lazy" width="160" height="60" src="/_next/image?url=%2Fparceiros%2F${img}&amp;w=384&amp;q=75">
        <h3 class="mt-4 font-semibold">${nome}</h3>
        <p class="text-sm text-slate-500">${cidade}</p>
        <a href="${url}" target="_blank" rel="noopener noreferrer" class="mt-3 inline-block text-sm font-semibold text-emerald-700">Visitar site →</a>
      </li>`;

const home = `${head('Caixa Ágil | Sistema PDV na nuvem para o seu comércio', '/', 'Frente de caixa, estoque, NFC-e e delivery em um só sistema. Teste grátis por 14 dias.')}
<section class="bg-emerald-50">
  <div class="mx-auto max-w-7xl px-6 py-20">
    <h1 class="text-4xl font-bold">O PDV que não trava na hora do movimento</h1>
    <p class="mt-6 text-lg">Frente de caixa, controle de estoque, emissão de NFC-e e pedidos do delivery em uma única tela. Funciona no computador, tablet ou celular, até sem internet.</p>
    <a href="https://app.caixaagil.com.br/cadastro" class="mt-8 inline-block rounded-lg bg-emerald-600 px-6 py-3 font-semibold text-white">Começar teste grátis</a>
  </div>
</section>
<section class="mx-auto max-w-7xl px-6 py-16">
  <h2 class="text-2xl font-bold">Quem usa o Caixa Ágil</h2>
  <p class="mt-2">Mais de 12 mil padarias, restaurantes e lojas em todo o Brasil.</p>
  <div class="mt-8 grid grid-cols-2 gap-8 md:grid-cols-5">
    <a href="https://www.padariaestrela.com.br/" target="_blank" rel="noreferrer"><img alt="Padaria Estrela" src="/clientes/padaria-estrela.png" width="140" height="56"></a>
    <a href="https://www.emporiodomingues.com.br/" target="_blank" rel="noreferrer"><img alt="Empório Domingues" src="/clientes/emporio-domingues.png" width="140" height="56"></a>
    <a href="https://acaidopovo.com.br/" target="_blank" rel="noreferrer"><img alt="Açaí do Povo" src="/clientes/acai-do-povo.png" width="140" height="56"></a>
    <img alt="Mercadinho São Jorge" src="/clientes/mercadinho-sao-jorge.png" width="140" height="56">
    <img alt="Pizzaria Forno di Nonna" src="/clientes/forno-di-nonna.png" width="140" height="56">
  </div>
</section>
<section class="mx-auto max-w-7xl px-6 py-16">
  <h2 class="text-2xl font-bold">Tudo conectado</h2>
  <p class="mt-2">Receba pedidos do iFood, cobre no Mercado Pago e emita NFC-e sem sair do caixa. <a class="text-emerald-700 underline" href="/integracoes">Ver integrações</a></p>
</section>
<section class="mx-auto max-w-7xl px-6 py-16">
  <h2 class="text-2xl font-bold">Precisa de ajuda para implantar?</h2>
  <p class="mt-2">Temos revendas autorizadas em 18 estados que fazem a instalação e o treinamento na sua loja. <a class="text-emerald-700 underline" href="/parceiros">Encontre uma revenda</a></p>
</section>
${foot('/', '{"depoimentos":3}')}`;

const integracoes = `${head('Integrações | Caixa Ágil', '/integracoes', 'Conecte o seu PDV ao delivery, aos meios de pagamento, à loja virtual e à emissão fiscal.')}
<section class="mx-auto max-w-7xl px-6 py-16">
  <h1 class="text-3xl font-bold">Integrações</h1>
  <p class="mt-4">O Caixa Ágil se conecta com os apps que o seu negócio já usa. Ative em Configurações → Integrações.</p>
  <div class="mt-10 grid gap-6 md:grid-cols-3">
    <article class="rounded-xl border p-6">
      <img alt="iFood" src="/_next/image?url=%2Fintegracoes%2Fifood.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">iFood</h2>
      <p class="text-sm">Pedidos do iFood entram direto no caixa e na cozinha, com baixa automática no estoque.</p>
      <a href="https://www.ifood.com.br/" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">ifood.com.br</a>
    </article>
    <article class="rounded-xl border p-6">
      <img alt="Rappi" src="/_next/image?url=%2Fintegracoes%2Frappi.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">Rappi</h2>
      <p class="text-sm">Centralize os pedidos da Rappi junto com os do balcão.</p>
      <a href="https://www.rappi.com.br/" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">rappi.com.br</a>
    </article>
    <article class="rounded-xl border p-6">
      <img alt="Mercado Pago" src="/_next/image?url=%2Fintegracoes%2Fmercado-pago.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">Mercado Pago Point</h2>
      <p class="text-sm">O valor da venda vai direto para a maquininha, sem digitar.</p>
      <a href="https://www.mercadopago.com.br/point" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">mercadopago.com.br</a>
    </article>
    <article class="rounded-xl border p-6">
      <img alt="Nuvemshop" src="/_next/image?url=%2Fintegracoes%2Fnuvemshop.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">Nuvemshop</h2>
      <p class="text-sm">Estoque único para a loja física e a loja virtual.</p>
      <a href="https://www.nuvemshop.com.br/" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">nuvemshop.com.br</a>
    </article>
    <article class="rounded-xl border p-6">
      <img alt="NotaZap" src="/_next/image?url=%2Fintegracoes%2Fnotazap.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">NotaZap</h2>
      <p class="text-sm">Envie a NFC-e para o cliente pelo WhatsApp em vez de imprimir.</p>
      <a href="https://notazap.com.br/" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">notazap.com.br</a>
    </article>
    <article class="rounded-xl border p-6">
      <img alt="WhatsApp Business" src="/_next/image?url=%2Fintegracoes%2Fwhatsapp.png&amp;w=128&amp;q=75" width="64" height="64">
      <h2 class="mt-4 font-semibold">WhatsApp Business</h2>
      <p class="text-sm">Catálogo de produtos sincronizado e pedidos pelo WhatsApp.</p>
      <a href="https://business.whatsapp.com/" target="_blank" rel="noopener noreferrer" class="text-sm text-emerald-700">business.whatsapp.com</a>
    </article>
  </div>
  <p class="mt-10 text-sm">Desenvolvedor? Conheça a nossa <a class="underline" href="https://developers.caixaagil.com.br">API aberta</a>.</p>
</section>
${foot('/integracoes', '{"total":6}')}`;

const parceirosHead = (path: string, pagina: number) => `${head(
  pagina === 1 ? 'Parceiros | Caixa Ágil' : `Parceiros - página ${pagina} | Caixa Ágil`,
  path,
  'Revendas autorizadas e escritórios de contabilidade parceiros do Caixa Ágil em todo o Brasil.',
)}
<section class="mx-auto max-w-7xl px-6 py-16">
  <h1 class="text-3xl font-bold">Nossos parceiros</h1>
  <p class="mt-4">Conte com uma revenda autorizada para instalar, configurar e treinar a sua equipe, ou com um contador parceiro que já conhece o Caixa Ágil.</p>
  <div role="tablist" class="mt-8 flex gap-2">
    <button role="tab" aria-selected="true" aria-controls="painel-revendas" id="tab-revendas" class="rounded-full bg-emerald-600 px-4 py-2 text-white">Revendas autorizadas</button>
    <button role="tab" aria-selected="false" aria-controls="painel-contadores" id="tab-contadores" class="rounded-full border px-4 py-2">Contadores parceiros</button>
  </div>`;

const parceiros1 = `${parceirosHead('/parceiros', 1)}
  <div role="tabpanel" id="painel-revendas" aria-labelledby="tab-revendas">
    <ul class="mt-8 grid gap-6 md:grid-cols-3">
      ${revendaCard('Automação Total', 'Curitiba/PR', 'https://www.automacaototal.com.br/', 'automacao-total.png')}
      ${revendaCard('SP Sistemas Comerciais', 'São Paulo/SP', 'https://spsistemas.com.br/', 'sp-sistemas.png')}
      ${revendaCard('Nordeste PDV', 'Recife/PE', 'https://www.nordestepdv.com.br/', 'nordeste-pdv.png')}
      ${revendaCard('MinasTech Automação', 'Belo Horizonte/MG', 'https://minastechautomacao.com.br/', 'minastech.png')}
      ${revendaCard('Gaúcha Informática', 'Porto Alegre/RS', 'https://www.gauchainformatica.com.br/', 'gaucha-informatica.png')}
      ${revendaCard('Litoral Automação Comercial', 'Florianópolis/SC', 'https://www.litoralautomacao.com.br/', 'litoral-automacao.png')}
    </ul>
    <nav aria-label="Paginação" class="mt-10 flex items-center gap-2">
      <span aria-current="page" class="rounded bg-emerald-600 px-3 py-1 text-white">1</span>
      <a href="/parceiros/pagina/2" class="rounded border px-3 py-1">2</a>
      <a href="/parceiros/pagina/2" class="rounded border px-3 py-1">Próxima →</a>
    </nav>
  </div>
  <div role="tabpanel" id="painel-contadores" aria-labelledby="tab-contadores" hidden>
    <p class="mt-8">Escritórios contábeis que recebem os XMLs das suas vendas automaticamente:</p>
    <ul class="mt-4 list-disc space-y-2 pl-6">
      <li><a href="https://www.contabilidadeexata.com.br/" target="_blank" rel="noopener noreferrer">Contabilidade Exata</a> · Curitiba/PR</li>
      <li><a href="https://alvesrochacontabil.com.br/" target="_blank" rel="noopener noreferrer">Alves &amp; Rocha Contábil</a> · Campinas/SP</li>
      <li><a href="https://www.balancocerto.cnt.br/" target="_blank" rel="noopener noreferrer">Balanço Certo Contabilidade</a> · Goiânia/GO</li>
    </ul>
  </div>
  <div class="mt-16 rounded-2xl bg-emerald-50 p-8">
    <h2 class="text-xl font-bold">Quer ser uma revenda Caixa Ágil?</h2>
    <p class="mt-2">Comissão recorrente, treinamento e suporte dedicado para revendas de automação comercial.</p>
    <a href="/parceiros/seja-parceiro" class="mt-4 inline-block rounded-lg bg-emerald-600 px-5 py-2 text-white">Quero ser parceiro</a>
  </div>
</section>
${foot('/parceiros', '{"pagina":1,"totalPaginas":2}')}`;

const parceiros2 = `${parceirosHead('/parceiros/pagina/2', 2)}
  <div role="tabpanel" id="painel-revendas" aria-labelledby="tab-revendas">
    <ul class="mt-8 grid gap-6 md:grid-cols-3">
      ${revendaCard('RioCaixa Soluções', 'Rio de Janeiro/RJ', 'https://www.riocaixa.com.br/', 'riocaixa.png')}
      ${revendaCard('Centro-Oeste Automação', 'Cuiabá/MT', 'https://coautomacao.com.br/', 'co-automacao.png')}
      ${revendaCard('Bahia Varejo Tech', 'Salvador/BA', 'https://www.bahiavarejotech.com.br/', 'bahia-varejo.png')}
      ${revendaCard('Amazônia Sistemas', 'Manaus/AM', 'https://amazoniasistemas.com.br/', 'amazonia-sistemas.png')}
    </ul>
    <nav aria-label="Paginação" class="mt-10 flex items-center gap-2">
      <a href="/parceiros" class="rounded border px-3 py-1">← Anterior</a>
      <a href="/parceiros" class="rounded border px-3 py-1">1</a>
      <span aria-current="page" class="rounded bg-emerald-600 px-3 py-1 text-white">2</span>
    </nav>
  </div>
</section>
${foot('/parceiros/pagina/[n]', '{"pagina":2,"totalPaginas":2}')}`;

const sobre = `${head('Sobre nós | Caixa Ágil', '/sobre', 'Nascemos em Curitiba para simplificar o caixa do pequeno comércio brasileiro.')}
<section class="mx-auto max-w-4xl px-6 py-16">
  <h1 class="text-3xl font-bold">Sobre o Caixa Ágil</h1>
  <p class="mt-6">Fundado em 2018 em Curitiba por dois ex-donos de padaria, o Caixa Ágil nasceu para acabar com a fila no caixa. Hoje somos 85 pessoas atendendo mais de 12 mil estabelecimentos.</p>
  <h2 class="mt-12 text-2xl font-bold">Investidores</h2>
  <p class="mt-4">Em 2023 captamos R$ 22 milhões em rodada Série A liderada pela <a href="https://www.cerradocapital.com.br/" target="_blank" rel="noreferrer">Cerrado Capital</a>, com participação da <a href="https://www.araucariaventures.com/" target="_blank" rel="noreferrer">Araucária Ventures</a>.</p>
  <h2 class="mt-12 text-2xl font-bold">Na mídia</h2>
  <ul class="mt-4 space-y-2">
    <li><a href="https://exame.com/negocios/startup-de-pdv-caixa-agil-capta-r-22-milhoes/" target="_blank" rel="noreferrer">Exame: Startup de PDV Caixa Ágil capta R$ 22 milhões</a></li>
    <li><a href="https://www.gazetadopovo.com.br/economia/caixa-agil-padarias-curitiba/" target="_blank" rel="noreferrer">Gazeta do Povo: O sistema curitibano que conquistou as padarias</a></li>
  </ul>
  <h2 class="mt-12 text-2xl font-bold">Prêmios e eventos</h2>
  <p class="mt-4">Vencedor do <a href="https://www.premiostartupvarejo.com.br/2024" target="_blank" rel="noreferrer">Prêmio Startup do Varejo 2024</a>. Somos patrocinadores ouro da <a href="https://www.feiravarejosul.com.br/" target="_blank" rel="noreferrer">Feira Varejo Sul 2025</a> – visite o nosso estande!</p>
</section>
${foot('/sobre', '{}')}`;

export const site: CorpusSite = {
  domain: 'caixaagil.com.br',
  covers:
    'Brazilian Portuguese Next.js (pages router) POS SaaS on Vercel: integration cards (technology), resellers in a tabbed panel split over two paginated pages plus accountants in a hidden tab (channel); negatives: customer logos, investors, press, award, event sponsorship, payment-method icons, app stores, social and WhatsApp links, Gupy job board',
  pages: {
    '/': { headers, html: home },
    '/integracoes': { headers, html: integracoes },
    '/parceiros': { headers, html: parceiros1 },
    '/parceiros/pagina/2': { headers, html: parceiros2 },
    '/sobre': { headers, html: sobre },
  },
  sitemap: ['/', '/integracoes', '/parceiros', '/parceiros/pagina/2', '/sobre'],
  technologies: [
    'google-analytics',
    'google-tag-manager',
    'hsts',
    'next-js',
    'open-graph',
    'react',
    'vercel',
    'vercel-analytics',
    'webpack',
  ],
  partners: {
    'ifood.com.br': 'technology',
    'rappi.com.br': 'technology',
    'mercadopago.com.br': 'technology',
    'nuvemshop.com.br': 'technology',
    'notazap.com.br': 'technology',
    'whatsapp.com': 'technology',
    'automacaototal.com.br': 'channel',
    'spsistemas.com.br': 'channel',
    'nordestepdv.com.br': 'channel',
    'minastechautomacao.com.br': 'channel',
    'gauchainformatica.com.br': 'channel',
    'litoralautomacao.com.br': 'channel',
    'riocaixa.com.br': 'channel',
    'coautomacao.com.br': 'channel',
    'bahiavarejotech.com.br': 'channel',
    'amazoniasistemas.com.br': 'channel',
    'contabilidadeexata.com.br': 'channel',
    'alvesrochacontabil.com.br': 'channel',
    'balancocerto.cnt.br': 'channel',
  },
};
