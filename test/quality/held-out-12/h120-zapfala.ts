import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.zapfala.com.br';
const APPS = 'https://apps.zapfala.com.br';
const SITE_ID = '65f1a2b3c4d5e6f708192a30';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

const head = (domain: string, pageId: string, title: string, description: string) =>
  `<!DOCTYPE html><!-- Last Published: Tue Mar 11 2025 18:22:41 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="${domain}" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="pt-BR"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65f1c0de9a8b7c6d5e4f3a21_og-zapfala.png" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/zapfala.webflow.shared.4f2a1c9e8.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700","Sora:600,700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65f1c0de9a8b7c6d5e4f3a22_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65f1c0de9a8b7c6d5e4f3a23_webclip.png" rel="apple-touch-icon"/><script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/8f1a2b3c-4d5e-4f70-8192-a3b4c5d6e7f8-loader.js"></script><!-- Meta Pixel Code --><script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '1184302265519034');fbq('track', 'PageView');</script><!-- End Meta Pixel Code --></head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${W}/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a24_zapfala-logo.svg" loading="lazy" alt="Zapfala" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="${W}/produto" class="nav-link w-nav-link">Produto</a><a href="${APPS}/" class="nav-link w-nav-link">Integrações</a><a href="${W}/parceiros" class="nav-link w-nav-link">Parceiros</a><a href="${W}/clientes" class="nav-link w-nav-link">Clientes</a><a href="${W}/precos" class="nav-link w-nav-link">Preços</a><a href="${W}/blog" class="nav-link w-nav-link">Blog</a><a href="https://app.zapfala.com.br/entrar" class="nav-link login w-nav-link">Entrar</a><a href="${W}/demonstracao" class="button-primary w-button">Agendar demonstração</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid"><div class="footer-col"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a25_zapfala-logo-white.svg" loading="lazy" alt="Zapfala" class="footer-logo"/><p class="footer-text">Zapfala Tecnologia Ltda.<br/>CNPJ 38.412.775/0001-09<br/>Av. Paulista, 1374, 12º andar, São Paulo/SP</p><a href="https://www.facebook.com/business/partner-directory/search?solution_type=messaging&amp;id=5312897741&amp;section=overview" target="_blank" class="w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a26_meta-business-partner.svg" loading="lazy" alt="Meta Business Partner" class="badge"/></a></div><div class="footer-col"><div class="footer-title">Produto</div><a href="${W}/produto" class="footer-link">Visão geral</a><a href="${APPS}/" class="footer-link">Integrações</a><a href="${W}/precos" class="footer-link">Preços</a><a href="https://ajuda.zapfala.com.br/" class="footer-link">Central de ajuda</a></div><div class="footer-col"><div class="footer-title">Empresa</div><a href="${W}/sobre" class="footer-link">Sobre nós</a><a href="${W}/parceiros" class="footer-link">Seja parceiro</a><a href="https://zapfala.gupy.io/" target="_blank" class="footer-link">Trabalhe conosco</a><a href="${W}/privacidade" class="footer-link">Privacidade e LGPD</a></div><div class="footer-col"><div class="footer-title">Baixe o app</div><a href="https://apps.apple.com/br/app/zapfala/id1603328811" target="_blank" class="w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a27_app-store.svg" loading="lazy" alt="Baixar na App Store"/></a><a href="https://play.google.com/store/apps/details?id=br.com.zapfala.app" target="_blank" class="w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a28_google-play.svg" loading="lazy" alt="Disponível no Google Play"/></a><div class="social-row"><a href="https://www.instagram.com/zapfala/" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a29_instagram.svg" loading="lazy" alt="Instagram"/></a><a href="https://www.linkedin.com/company/zapfala/" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a2a_linkedin.svg" loading="lazy" alt="LinkedIn"/></a><a href="https://www.youtube.com/@zapfala" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a2b_youtube.svg" loading="lazy" alt="YouTube"/></a></div></div></div><div class="footer-bottom">© 2025 Zapfala. Todos os direitos reservados.</div></div></footer><a href="https://api.whatsapp.com/send?phone=5511940028922&amp;text=Ol%C3%A1%2C%20quero%20conhecer%20a%20Zapfala" target="_blank" class="whatsapp-float w-inline-block"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a2c_whatsapp.svg" loading="lazy" alt="Fale com vendas no WhatsApp"/></a>`;

const scripts = `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script><script src="${CDN}/js/webflow.7e1c4a2b.b3d9f1e6a0c4d2e8.js" type="text/javascript"></script>`;

const page = (domain: string, pageId: string, title: string, description: string, body: string) =>
  `${head(domain, pageId, title, description)}<body>${nav}${body}${footer}${scripts}</body></html>`;

const agency = (name: string, city: string, tier: string, url: string, logo: string) =>
  `<div role="listitem" class="partner-item w-dyn-item"><div class="partner-card"><img src="${CDN}/${logo}" loading="lazy" alt="${name}" class="partner-logo"/><div class="partner-tier ${tier === 'Ouro' ? 'gold' : tier === 'Prata' ? 'silver' : 'impl'}">${tier === 'Implantação' ? 'Parceiro de implantação' : `Agência ${tier}`}</div><h3 class="partner-name">${name}</h3><div class="partner-city">${city}</div>${
    url
      ? `<a href="${url}" target="_blank" class="button-secondary w-button">Visitar site</a>`
      : '<a href="#" target="_blank" class="button-secondary w-button w-condition-invisible">Visitar site</a>'
  }</div></div>`;

const app = (slug: string, name: string, category: string, text: string, developer: string | null) =>
  `<div role="listitem" class="app-item w-dyn-item"><a href="${APPS}/app/${slug}" class="app-card w-inline-block"><img src="${CDN}/apps/${slug}.png" loading="lazy" alt="${name}" class="app-icon"/><div class="app-category">${category}</div><h3 class="app-name">${name}</h3><p class="app-text">${text}</p></a>${
    developer
      ? `<a href="${developer}" target="_blank" class="app-dev-link">Site do desenvolvedor ↗</a>`
      : '<div class="app-dev-link w-dyn-bind-empty"></div>'
  }</div>`;

export const site: CorpusSite = {
  domain: 'zapfala.com.br',
  covers:
    'Brazilian WhatsApp customer-service SaaS in Portuguese on Webflow (Cloudflare, RD Station, Meta Pixel, WhatsApp button): an app marketplace on the apps. subdomain whose CMS cards link to developer sites, with one integration whose developer link only appears on its detail page and one built-in app with none, and a /parceiros page of certified agency cards with tiers and "Visitar site" buttons, one hidden by Webflow conditional visibility; traps are the Meta Business Partner badge, investors, an innovation hub, press, customer logos, app-store and job links, and support tools named in a blog post.',
  pages: {
    '/': { status: 301, redirect: 'https://www.zapfala.com.br/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html',
        server: 'cloudflare',
        'cf-ray': '8e2f7c1a9d4b52a0-GRU',
        'cf-cache-status': 'HIT',
        'x-cluster-name': 'us-east-1-prod-hosting-red',
        'x-lambda-id': '7b2c9e41-0f3a-4d58-a6c1-2e8f9b0d3a71',
        'surrogate-control': 'max-age=432000',
        'surrogate-key': 'www.zapfala.com.br 65f1a2b3c4d5e6f708192a30 pageId:65f1a2b3c4d5e6f708192a3b',
        'content-security-policy': "frame-ancestors 'self'",
      },
      html: page(
        'www.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a3b',
        'Zapfala | Atendimento pelo WhatsApp para equipes de vendas e suporte',
        'Centralize o WhatsApp da sua empresa, crie chatbots e integre com seu CRM. Plataforma oficial da API do WhatsApp Business.',
        `<section class="hero"><div class="container w-container"><h1 class="hero-heading">Todo o WhatsApp da sua empresa em um só lugar</h1><p class="hero-paragraph">Vários atendentes no mesmo número, chatbot sem código e integração com o seu CRM. Mais de 3.100 empresas atendem com a Zapfala.</p><a href="${W}/demonstracao" class="button-primary w-button">Agendar demonstração</a><a href="https://app.zapfala.com.br/cadastro" class="button-secondary w-button">Teste grátis por 7 dias</a></div></section><section class="logos"><div class="container w-container"><div class="logos-title">Empresas que atendem com a Zapfala</div><div class="logos-grid w-layout-grid"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a30_cliente-casa-verde.svg" loading="lazy" alt="Casa Verde Móveis"/><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a31_cliente-rede-saude.svg" loading="lazy" alt="Rede Saúde Mais"/><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a32_cliente-escola-alfa.svg" loading="lazy" alt="Colégio Alfa"/><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a33_cliente-auto-center.svg" loading="lazy" alt="Auto Center Paulista"/></div></div></section><section class="features"><div class="container w-container"><div class="feature"><h2>Integrado ao que você já usa</h2><p>RD Station, HubSpot, Pipedrive, Nuvemshop, VTEX e mais. <a href="${APPS}/">Ver todas as integrações</a></p></div><div class="feature"><h2>Implantação com quem entende</h2><p>Nossas agências parceiras configuram fluxos e treinam sua equipe. <a href="${W}/parceiros">Conheça os parceiros</a></p></div></div></section>`,
      ),
    },
    [`${W}/parceiros`]: {
      html: page(
        'www.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a3c',
        'Parceiros | Zapfala',
        'Agências certificadas e parceiros de implantação Zapfala em todo o Brasil. Conheça o programa de parceiros.',
        `<section class="page-header"><div class="container w-container"><h1>Programa de Parceiros Zapfala</h1><p class="lead">Agências de marketing, consultorias de CX e integradores que revendem, implantam e operam a Zapfala para seus clientes. Agências Ouro têm mais de 30 clientes ativos e equipe certificada.</p></div></section><section class="section"><div class="container w-container"><h2>Encontre um parceiro</h2><div class="filter-tabs"><a href="#" class="filter-tab active w-inline-block"><div>Todos</div></a><a href="#" class="filter-tab w-inline-block"><div>Agências Ouro</div></a><a href="#" class="filter-tab w-inline-block"><div>Agências Prata</div></a><a href="#" class="filter-tab w-inline-block"><div>Implantação</div></a></div><div class="partners-list w-dyn-list"><div role="list" class="partners-grid w-dyn-items">${[
          agency('Sal &amp; Pimenta Digital', 'São Paulo/SP', 'Ouro', 'https://www.salpimentadigital.com.br/', 'partners/sal-pimenta.png'),
          agency('Agência Maré Alta', 'Florianópolis/SC', 'Ouro', 'https://marealta.ag/', 'partners/mare-alta.png'),
          agency('Conecta Nordeste Consultoria', 'Recife/PE', 'Prata', 'https://conectanordeste.com.br/', 'partners/conecta-nordeste.png'),
          agency(
            'Trampo Digital',
            'Belo Horizonte/MG',
            'Prata',
            'https://www.trampodigital.com.br/?utm_source=zapfala&amp;utm_medium=parceiros',
            'partners/trampo.png',
          ),
          agency('Grupo Vértice CX', 'Porto Alegre/RS', 'Prata', 'https://verticecx.com.br/', 'partners/vertice.png'),
          agency('Lumen Automação', 'Curitiba/PR', 'Implantação', 'https://www.lumenautomacao.com.br/', 'partners/lumen.png'),
          agency('Pixel Norte', 'Manaus/AM', 'Prata', '', 'partners/pixel-norte.png'),
        ].join(
          '',
        )}</div></div></div></section><section class="section cta-partner"><div class="container w-container"><h2>Seja um parceiro</h2><p>Comissão recorrente de até 30%, ambiente de demonstração e certificação gratuita.</p><a href="${W}/parceiros/cadastro" class="button-primary w-button">Quero ser parceiro</a></div></section>`,
      ),
    },
    [`${APPS}/`]: {
      html: page(
        'apps.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a40',
        'Integrações | Zapfala Apps',
        'Conecte a Zapfala ao seu CRM, e-commerce, ERP e ferramentas de marketing.',
        `<section class="page-header"><div class="container w-container"><h1>Zapfala Apps</h1><p class="lead">Integrações prontas com as ferramentas que você já usa. Instale em poucos cliques no painel da Zapfala.</p></div></section><section class="section"><div class="container w-container"><div class="apps-list w-dyn-list"><div role="list" class="apps-grid w-dyn-items">${[
          app(
            'rd-station',
            'RD Station Marketing',
            'Marketing',
            'Crie leads e dispare fluxos a partir das conversas.',
            'https://www.rdstation.com/',
          ),
          app('hubspot', 'HubSpot', 'CRM', 'Registre conversas na linha do tempo dos contatos.', 'https://www.hubspot.com/'),
          app('pipedrive', 'Pipedrive', 'CRM', 'Abra negócios no funil direto do atendimento.', 'https://www.pipedrive.com/pt'),
          app(
            'nuvemshop',
            'Nuvemshop',
            'E-commerce',
            'Recupere carrinhos e envie rastreio pelo WhatsApp.',
            'https://www.nuvemshop.com.br/',
          ),
          app('vtex', 'VTEX', 'E-commerce', 'Consulte pedidos e status de entrega no chat.', 'https://vtex.com/pt-br/'),
          app('shopify', 'Shopify', 'E-commerce', 'Notificações de pedido e carrinho abandonado.', 'https://www.shopify.com/br'),
          app('bling', 'Bling ERP', 'ERP', 'Emita pedidos e consulte estoque sem sair da conversa.', null),
          app('google-agenda', 'Google Agenda', 'Produtividade', 'Agendamentos feitos pelo chatbot. Nativo da Zapfala.', null),
        ].join('')}</div></div></div></section>`,
      ),
    },
    [`${APPS}/app/rd-station`]: {
      html: page(
        'apps.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a41',
        'RD Station Marketing + Zapfala | Zapfala Apps',
        'Integração oficial entre a Zapfala e a RD Station Marketing.',
        `<section class="app-detail"><div class="container w-container"><a href="${APPS}/" class="back-link">← Todas as integrações</a><img src="${CDN}/apps/rd-station.png" loading="lazy" alt="RD Station" class="app-icon-large"/><h1>RD Station Marketing</h1><div class="app-meta"><div>Categoria: Marketing</div><div>Desenvolvido por: <a href="https://www.rdstation.com/" target="_blank">RD Station</a></div></div><div class="rich-text w-richtext"><p>Cada conversa iniciada no WhatsApp vira um lead na RD Station Marketing, com origem e tags. Use as automações da RD para devolver o lead ao atendimento da Zapfala no momento certo.</p><p>Documentação: <a href="https://ajuda.zapfala.com.br/integracoes/rd-station" target="_blank">como configurar</a>.</p></div></div></section>`,
      ),
    },
    [`${APPS}/app/bling`]: {
      html: page(
        'apps.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a42',
        'Bling ERP + Zapfala | Zapfala Apps',
        'Integração entre a Zapfala e o Bling ERP.',
        `<section class="app-detail"><div class="container w-container"><a href="${APPS}/" class="back-link">← Todas as integrações</a><img src="${CDN}/apps/bling.png" loading="lazy" alt="Bling" class="app-icon-large"/><h1>Bling ERP</h1><div class="app-meta"><div>Categoria: ERP</div><div>Desenvolvido por: Bling (<a href="https://www.bling.com.br/" target="_blank">bling.com.br</a>) em parceria com a Zapfala</div></div><div class="rich-text w-richtext"><p>Consulte estoque, crie pedidos de venda e envie a nota fiscal ao cliente sem sair da conversa.</p></div></div></section>`,
      ),
    },
    [`${W}/clientes`]: {
      html: page(
        'www.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a3d',
        'Clientes | Zapfala',
        'Cases de empresas que atendem pelo WhatsApp com a Zapfala.',
        `<section class="page-header"><div class="container w-container"><h1>Quem atende com a Zapfala</h1></div></section><section class="section"><div class="container w-container"><div class="case-card"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a30_cliente-casa-verde.svg" loading="lazy" alt="Casa Verde Móveis"/><h2>Casa Verde Móveis triplicou as vendas pelo WhatsApp</h2><p>Com 42 vendedores em 18 lojas no mesmo número. <a href="https://www.casaverdemoveis.com.br/" target="_blank">casaverdemoveis.com.br</a></p></div><div class="case-card"><img src="${CDN}/65f1c0de9a8b7c6d5e4f3a31_cliente-rede-saude.svg" loading="lazy" alt="Rede Saúde Mais"/><h2>Rede Saúde Mais: 60% dos agendamentos pelo chatbot</h2><p>Implantação pela agência parceira Conecta Nordeste.</p></div></div></section>`,
      ),
    },
    [`${W}/sobre`]: {
      html: page(
        'www.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a3e',
        'Sobre | Zapfala',
        'A Zapfala nasceu em 2020 em São Paulo. Conheça nossa história, investidores e imprensa.',
        `<section class="page-header"><div class="container w-container"><h1>Sobre a Zapfala</h1><p class="lead">Fundada em 2020 por Camila Rocha e Thiago Nunes, a Zapfala tem 95 pessoas em São Paulo e Recife.</p></div></section><section class="section"><div class="container w-container"><h2>Investidores</h2><p>Em 2024 levantamos R$ 28 milhões em rodada Série A liderada pela <a href="https://www.canary.com.br/" target="_blank">Canary</a>, com participação da <a href="https://www.norte.vc/" target="_blank">Norte Ventures</a>.</p><h2>Ecossistema</h2><p>Somos startup residente do <a href="https://cubo.network/" target="_blank">Cubo Itaú</a>.</p><h2>Na imprensa</h2><ul role="list"><li><a href="https://exame.com/negocios/zapfala-serie-a/" target="_blank">Exame: Zapfala capta R$ 28 milhões</a></li><li><a href="https://startups.com.br/noticias/zapfala-atendimento-whatsapp/" target="_blank">Startups: a startup que organiza o WhatsApp das PMEs</a></li></ul></div></section>`,
      ),
    },
    [`${W}/blog/chatbot-ou-atendente`]: {
      html: page(
        'www.zapfala.com.br',
        '65f1a2b3c4d5e6f708192a3f',
        'Chatbot ou atendente humano? Como decidir | Blog Zapfala',
        'Quando automatizar e quando passar a conversa para uma pessoa.',
        `<section class="blog-post"><div class="container w-container"><h1>Chatbot ou atendente humano? Como decidir</h1><div class="post-meta">Por Camila Rocha · 20 de fevereiro de 2025</div><div class="rich-text w-richtext"><p>Ferramentas como o <a href="https://www.chatwoot.com/" target="_blank">Chatwoot</a> e o <a href="https://www.zendesk.com.br/" target="_blank">Zendesk</a> popularizaram o atendimento omnichannel, mas no WhatsApp o cliente espera resposta em minutos.</p><p>Nossa regra: automatize o que tem resposta única (horário, rastreio, segunda via) e entregue para uma pessoa tudo o que envolve negociação. Veja o estudo da <a href="https://www.opinionbox.com/blog/pesquisa-whatsapp-no-brasil/" target="_blank">Opinion Box</a> sobre o uso do WhatsApp no Brasil.</p></div></div></section>`,
      ),
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/parceiros`,
    `${W}/clientes`,
    `${W}/sobre`,
    `${W}/blog/chatbot-ou-atendente`,
    `${APPS}/`,
    `${APPS}/app/rd-station`,
    `${APPS}/app/bling`,
  ],
  technologies: [
    'cloudflare',
    'google-font-api',
    'google-hosted-libraries',
    'jquery',
    'open-graph',
    'rd-station',
    'webflow',
    'whatsapp-business-chat',
  ],
  partners: {
    'salpimentadigital.com.br': 'channel',
    'marealta.ag': 'channel',
    'conectanordeste.com.br': 'channel',
    'trampodigital.com.br': 'channel',
    'verticecx.com.br': 'channel',
    'lumenautomacao.com.br': 'channel',
    'rdstation.com': 'technology',
    'hubspot.com': 'technology',
    'pipedrive.com': 'technology',
    'nuvemshop.com.br': 'technology',
    'vtex.com': 'technology',
    'shopify.com': 'technology',
    'bling.com.br': 'technology',
  },
};
