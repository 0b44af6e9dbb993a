import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'gru1::iad1::8xk2p-1712345678901-4f2a9c1d7e3b',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://campolink.com.br${path}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="CampoLink"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://campolink.com.br/og/campolink-og.png"/><meta property="og:locale" content="pt_BR"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@campolinkapp"/><meta name="apple-itunes-app" content="app-id=1584422091"/><link rel="icon" href="/favicon.ico"/><link rel="preconnect" href="https://widget.intercom.io"/><link rel="preload" href="/_next/static/media/inter-latin.9a1f3c2b.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="stylesheet" href="/_next/static/css/4b7e1f0d9a2c3e51.css" data-precedence="next"/><script src="https://www.googletagmanager.com/gtag/js?id=G-3PQ8ZL2M4K" async=""></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-3PQ8ZL2M4K');</script><script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:3391204,hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script><script src="https://static.hotjar.com/c/hotjar-3391204.js?sv=6" async=""></script><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-8f2b1a7c3d9e0f45.js" defer=""></script><script src="/_next/static/chunks/framework-2c79e2a64abdb08b.js" defer=""></script><script src="/_next/static/chunks/main-0d3a8e5b7c1f2a49.js" defer=""></script><script src="/_next/static/chunks/pages/_app-6e1f9b0c4a2d7e38.js" defer=""></script><script src="/_next/static/Xk2p9QmB7rTz/_buildManifest.js" defer=""></script><script src="/_next/static/Xk2p9QmB7rTz/_ssgManifest.js" defer=""></script></head>`;
}

const header = `<header class="Header_root__x1Kp2"><a href="/" class="Header_logo__aB3c9"><img src="/images/campolink-logo.svg" alt="CampoLink" width="148" height="36"/></a><nav class="Header_nav__q8Lm1"><a href="/produto">Produto</a><a href="/precos">Preços</a><a href="/integracoes">Integrações</a><a href="/revendas">Revendas</a><a href="/clientes">Clientes</a><a href="https://blog.campolink.com.br">Blog</a><a href="https://ajuda.campolink.com.br" target="_blank" rel="noreferrer">Central de ajuda</a></nav><div class="Header_cta__u2Wn4"><a href="https://app.campolink.com.br/login">Entrar</a><a class="Button_primary__k9Pq3" href="https://app.campolink.com.br/cadastro">Teste grátis por 14 dias</a></div></header>`;

const footer = `<footer class="Footer_root__m3Rt8"><div class="Footer_cols__p1Zx6"><div><img src="/images/campolink-logo-white.svg" alt="CampoLink" width="120" height="30"/><p>CampoLink Tecnologia Agrícola Ltda. · CNPJ 38.412.907/0001-55<br/>Av. Brasil, 2210 · Londrina - PR</p><div class="Footer_stores__c7Vb2"><a href="https://apps.apple.com/br/app/campolink/id1584422091"><img src="/images/badge-app-store.svg" alt="Baixar na App Store"/></a><a href="https://play.google.com/store/apps/details?id=br.com.campolink.app"><img src="/images/badge-google-play.svg" alt="Disponível no Google Play"/></a></div></div><div><h4>Produto</h4><a href="/produto">Funcionalidades</a><a href="/precos">Planos e preços</a><a href="/integracoes">Integrações</a><a href="https://status.campolink.com.br">Status do sistema</a><a href="https://developers.campolink.com.br">API para desenvolvedores</a></div><div><h4>Empresa</h4><a href="/sobre">Sobre nós</a><a href="/revendas">Seja uma revenda</a><a href="https://campolink.gupy.io/" target="_blank" rel="noreferrer">Trabalhe conosco</a><a href="/imprensa">Imprensa</a></div><div><h4>Legal</h4><a href="/termos-de-uso">Termos de uso</a><a href="/privacidade">Política de privacidade (LGPD)</a><a href="/cookies">Cookies</a></div></div><div class="Footer_social__z4Kd7"><a href="https://www.instagram.com/campolinkapp/" aria-label="Instagram">Instagram</a><a href="https://www.linkedin.com/company/campolink/" aria-label="LinkedIn">LinkedIn</a><a href="https://www.youtube.com/@campolinkapp" aria-label="YouTube">YouTube</a><a href="https://twitter.com/campolinkapp" aria-label="X">X</a></div><p class="Footer_copy__w5Hn0">© 2024 CampoLink. Feito no Paraná para o agro brasileiro.</p></footer>`;

function nextData(page: string, props: unknown): string {
  return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId: 'Xk2p9QmB7rTz', isFallback: false, gsp: true, locale: 'pt-BR', locales: ['pt-BR'], defaultLocale: 'pt-BR', scriptLoader: [] })}</script>`;
}

const home = `${head('CampoLink | Gestão agrícola na palma da mão', 'Aplicativo de gestão de fazendas: caderno de campo, estoque de insumos, custos por talhão e monitoramento de pragas, mesmo sem internet.', '/')}<body><div id="__next">${header}<main><section class="Hero_root__r8Tn2"><h1>A fazenda inteira no seu celular</h1><p>Caderno de campo, estoque de insumos, custos por talhão e monitoramento de pragas — funciona offline no meio da lavoura.</p><a class="Button_primary__k9Pq3" href="https://app.campolink.com.br/cadastro">Começar agora</a></section><section class="Logos_root__b2Vc5"><h2>Mais de 4.200 fazendas e 30 cooperativas usam o CampoLink</h2><ul><li><img src="/images/clientes/coopervale-sul.png" alt="Coopervale Sul"/></li><li><img src="/images/clientes/fazenda-santa-ines.png" alt="Fazenda Santa Inês"/></li><li><img src="/images/clientes/grupo-bortolini.png" alt="Grupo Bortolini"/></li><li><img src="/images/clientes/agricola-tres-rios.png" alt="Agrícola Três Rios"/></li></ul></section><section class="Features_root__n6Yh1"><h2>Tudo o que o produtor precisa</h2><article><h3>Caderno de campo digital</h3><p>Registre aplicações, plantio e colheita com geolocalização.</p></article><article><h3>Estoque de insumos</h3><p>Controle entradas de sementes, fertilizantes e defensivos por nota fiscal.</p></article><article><h3>Integrações</h3><p>Conecte seu ERP, estação meteorológica e telemetria de máquinas. <a href="/integracoes">Ver todas as integrações</a></p></article></section><section class="Testimonials_root__d1Fe3"><blockquote>“Reduzimos em 18% o custo com defensivos na primeira safra.”<cite>Ana Paula Zanatta, Fazenda Santa Inês — Rio Verde (GO)</cite></blockquote></section><section class="Press_root__h7Jm4"><h2>CampoLink na mídia</h2><a href="https://www.canalrural-noticias.com.br/agtech/campolink-capta-rodada" target="_blank" rel="noreferrer"><img src="/images/midia/canal-rural.png" alt="Canal Rural"/></a><a href="https://revistagloborural-agtech.com.br/startups-2023" target="_blank" rel="noreferrer"><img src="/images/midia/globo-rural.png" alt="Globo Rural"/></a></section><section class="Awards_root__s3Qa0"><p>Top 10 Agtechs do Radar Agtech Brasil 2023 · Vencedora do <a href="https://www.desafioagtechsul.org.br/vencedores" target="_blank" rel="noreferrer">Desafio Agtech Sul</a></p></section></main>${footer}</div>${nextData('/', { hero: { title: 'A fazenda inteira no seu celular' } })}</body></html>`;

const integrations = [
  {
    slug: 'safra-erp',
    name: 'Safra ERP',
    category: 'ERP e financeiro',
    description: 'Sincronize notas fiscais de insumos e centros de custo com o Safra ERP.',
    website: 'https://www.safraerp.com.br/',
    logo: '/images/integracoes/safra-erp.svg',
  },
  {
    slug: 'meteocampo',
    name: 'MeteoCampo',
    category: 'Clima',
    description: 'Dados de estações meteorológicas e previsão de chuva por talhão.',
    website: 'https://meteocampo.com.br/estacoes',
    logo: '/images/integracoes/meteocampo.svg',
  },
  {
    slug: 'tratornet',
    name: 'TratorNet Telemetria',
    category: 'Máquinas',
    description: 'Horas de motor, consumo de diesel e rastros de aplicação direto das máquinas.',
    website: 'https://tratornet.com.br',
    logo: '/images/integracoes/tratornet.svg',
  },
  {
    slug: 'agropix',
    name: 'AgroPix',
    category: 'Pagamentos',
    description: 'Pague fornecedores e receba de compradores de grãos via Pix sem sair do app.',
    website: 'https://agropix.com.br/parceiros/campolink',
    logo: '/images/integracoes/agropix.svg',
  },
  {
    slug: 'sensoria-solo',
    name: 'Sensoria Solo',
    category: 'Sensores',
    description: 'Umidade e temperatura do solo em tempo real com sondas IoT.',
    website: 'https://www.sensoriasolo.com/',
    logo: '/images/integracoes/sensoria-solo.svg',
  },
];

const integracoes = `${head('Integrações | CampoLink', 'Conecte o CampoLink aos sistemas que você já usa: ERP, clima, telemetria, pagamentos e sensores.', '/integracoes')}<body><div id="__next">${header}<main><section class="Hero_root__r8Tn2"><h1>Integrações</h1><p>O CampoLink conversa com os principais sistemas do agro. Nossos parceiros de tecnologia mantêm conectores certificados.</p></section><section class="Marketplace_grid__t5Rw9">${integrations
  .map(
    (i) =>
      `<a class="Marketplace_card__e8Ks4" href="/integracoes/${i.slug}"><img src="${i.logo}" alt="${i.name}" width="64" height="64"/><span class="Marketplace_category__j2Bn7">${i.category}</span><h3>${i.name}</h3><p>${i.description}</p></a>`,
  )
  .join(
    '',
  )}</section><section><h2>Quer integrar seu sistema?</h2><p>Consulte a <a href="https://developers.campolink.com.br/docs/api">documentação da API</a> ou fale com <a href="mailto:parcerias@campolink.com.br">parcerias@campolink.com.br</a>.</p></section></main>${footer}</div>${nextData('/integracoes', { integrations, total: integrations.length })}</body></html>`;

const integracaoDetalhe = `${head('MeteoCampo | Integrações | CampoLink', 'Integração CampoLink + MeteoCampo: dados de clima por talhão.', '/integracoes/meteocampo')}<body><div id="__next">${header}<main><nav class="Breadcrumb_root__v1Lq3"><a href="/integracoes">Integrações</a> / MeteoCampo</nav><article><img src="/images/integracoes/meteocampo.svg" alt="MeteoCampo" width="96" height="96"/><h1>MeteoCampo</h1><p>Parceiro de tecnologia desde 2022. Leia a chuva acumulada e a previsão de 15 dias de cada talhão, direto no caderno de campo.</p><h2>Como ativar</h2><ol><li>Acesse Configurações &gt; Integrações no CampoLink.</li><li>Informe sua chave de API MeteoCampo.</li></ol><a class="Button_secondary__f4Gh8" href="https://meteocampo.com.br/estacoes" target="_blank" rel="noreferrer">Site do parceiro</a></article></main>${footer}</div>${nextData('/integracoes/[slug]', { integration: integrations[1] })}</body></html>`;

const revendas = `${head('Revendas e consultorias credenciadas | CampoLink', 'Encontre uma revenda ou consultoria credenciada CampoLink para implantar o aplicativo na sua fazenda.', '/revendas')}<body><div id="__next">${header}<main><section class="Hero_root__r8Tn2"><h1>Revendas e consultorias credenciadas</h1><p>Nossa rede de canais vende licenças, implanta o CampoLink e treina sua equipe no campo.</p></section><section class="Resellers_list__k3Pw1"><h2>Paraná</h2><div class="Resellers_card__y6Tz2"><h3>Agrotécnica Norte Pioneiro</h3><p>Revenda Ouro · Cornélio Procópio - PR</p><a href="https://www.agrotecnicanp.com.br" target="_blank" rel="noreferrer">agrotecnicanp.com.br</a></div><div class="Resellers_card__y6Tz2"><h3>Campos Gerais Consultoria Agronômica</h3><p>Consultoria credenciada · Ponta Grossa - PR</p><a href="https://camposgeraisconsultoria.agr.br/" target="_blank" rel="noreferrer">Visitar site</a></div><h2>Mato Grosso</h2><div class="Resellers_card__y6Tz2"><h3>Casa do Produtor Sorriso</h3><p>Revenda Prata · Sorriso - MT</p><a href="https://casadoprodutorsorriso.com.br/campolink" target="_blank" rel="noreferrer">Visitar site</a></div><div class="Resellers_card__y6Tz2"><h3>Precisão MT Agricultura Digital</h3><p>Implantação e treinamento · Lucas do Rio Verde - MT</p><a href="https://www.instagram.com/precisaomt/" target="_blank" rel="noreferrer">@precisaomt</a></div><h2>Goiás</h2><div class="Resellers_card__y6Tz2"><h3>Cerrado Insumos &amp; Tecnologia</h3><p>Revenda Ouro · Rio Verde - GO</p><a href="http://cerradoinsumos.com.br" target="_blank" rel="noreferrer">cerradoinsumos.com.br</a></div><h2>Rio Grande do Sul</h2><div class="Resellers_card__y6Tz2"><h3>Gaúcha Agro Sistemas</h3><p>Revenda Prata · Passo Fundo - RS</p><p>(54) 3311-2040</p></div></section><section><h2>Seja uma revenda CampoLink</h2><p>Margem recorrente, treinamento e material de marketing. <a href="https://campolink.com.br/revendas/cadastro">Cadastre sua empresa</a>.</p></section></main>${footer}</div>${nextData('/revendas', { states: ['PR', 'MT', 'GO', 'RS'] })}</body></html>`;

const sobre = `${head('Sobre nós | CampoLink', 'Conheça a história, o time e os investidores da CampoLink.', '/sobre')}<body><div id="__next">${header}<main><section><h1>Nascemos no campo</h1><p>A CampoLink foi fundada em 2019 por dois agrônomos e uma engenheira de software de Londrina para levar gestão simples a pequenos e médios produtores.</p></section><section class="Investors_root__p9Ql2"><h2>Investidores</h2><p>Em 2023 captamos R$ 22 milhões em rodada Série A liderada pela <a href="https://www.sementeventures.com.br/" target="_blank" rel="noreferrer">Semente Ventures</a>, com participação da <a href="https://raizcapital.vc/" target="_blank" rel="noreferrer">Raiz Capital</a>.</p></section><section><h2>Programas de aceleração</h2><p>Fomos acelerados pelo programa <a href="https://www.aceleraagro.org.br/" target="_blank" rel="noreferrer">AceleraAgro</a> e recebemos apoio da Fundação Araucária.</p></section></main>${footer}</div>${nextData('/sobre', {})}</body></html>`;

export const site: CorpusSite = {
  domain: 'campolink.com.br',
  covers:
    'Brazilian Portuguese farm-management app on Next.js/Vercel: integration marketplace whose partner websites appear only in __NEXT_DATA__ JSON (cards link to internal detail pages), one detail page, reseller/consultancy cards by state (one with Instagram only, one with phone only); negatives: customer logos, testimonials, press, award, investors, accelerator, app-store badges, Gupy jobs, own subdomains (app, blog, ajuda, status, developers)',
  pages: {
    '/': { headers, html: home },
    '/integracoes': { headers, html: integracoes },
    '/integracoes/meteocampo': { headers, html: integracaoDetalhe },
    '/revendas': { headers, html: revendas },
    '/sobre': { headers, html: sobre },
  },
  sitemap: ['/', '/integracoes', '/integracoes/meteocampo', '/revendas', '/sobre'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'hsts',
    'google-analytics',
    'google-tag-manager',
    'hotjar',
    'intercom',
    'open-graph',
  ],
  partners: {
    'safraerp.com.br': 'technology',
    'meteocampo.com.br': 'technology',
    'tratornet.com.br': 'technology',
    'agropix.com.br': 'technology',
    'sensoriasolo.com': 'technology',
    'agrotecnicanp.com.br': 'channel',
    'camposgeraisconsultoria.agr.br': 'channel',
    'casadoprodutorsorriso.com.br': 'channel',
    'cerradoinsumos.com.br': 'channel',
  },
};
