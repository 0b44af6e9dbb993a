import type { CorpusSite } from '../corpus/types.js';

// Brazilian gym-management SaaS (Portuguese) on HubSpot CMS behind Cloudflare, with HubSpot tracking, analytics and
// chat scripts. "Parceiros" is a tabbed page (integrações / revendas / consultorias) where all panes are in the HTML.
// Customer gyms, the sponsors of the company's own summit, an award, Reclame Aqui seal, investor, Gupy job board,
// app stores and social links are not partners.

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88b2f1c9da7e1a4c-GRU',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '4827193',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

function page(title: string, description: string, path: string, body: string): string {
  return `<!doctype html>
<html lang="pt-br">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.pulsoo.com.br/hubfs/favicon-pulsoo.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://www.pulsoo.com.br${path}">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.pulsoo.com.br${path}">
<meta name="generator" content="HubSpot">
<link rel="stylesheet" href="//static.hsappstatic.net/cos-i18n/static-1.53/bundles/project.css">
<link rel="stylesheet" href="https://www.pulsoo.com.br/hubfs/hub_generated/template_assets/1/98214401123/1716201143881/template_main.min.css">
<link rel="stylesheet" href="https://www.pulsoo.com.br/hubfs/hub_generated/module_assets/1/98214577320/1716201147002/module_tabs.min.css">
<script src="//static.hsappstatic.net/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
</head>
<body class="page-template hs-content-id-98215004412 hs-site-page">
<div class="body-wrapper">
<div data-global-resource-path="pulsoo-2023/templates/partials/header.html">
<header class="header">
  <a class="header__logo" href="https://www.pulsoo.com.br"><img src="https://www.pulsoo.com.br/hubfs/logo-pulsoo.svg" alt="Pulsoo" width="130"></a>
  <nav class="header__menu" aria-label="Menu principal">
    <ul class="hs-menu-children-wrapper">
      <li class="hs-menu-item"><a href="https://www.pulsoo.com.br/funcionalidades">Funcionalidades</a></li>
      <li class="hs-menu-item"><a href="https://www.pulsoo.com.br/planos">Planos</a></li>
      <li class="hs-menu-item"><a href="https://www.pulsoo.com.br/clientes">Clientes</a></li>
      <li class="hs-menu-item"><a href="https://www.pulsoo.com.br/parceiros">Parceiros</a></li>
      <li class="hs-menu-item"><a href="https://www.pulsoo.com.br/sobre">Sobre</a></li>
      <li class="hs-menu-item"><a href="https://blog.pulsoo.com.br">Blog</a></li>
    </ul>
  </nav>
  <a class="button button--primary" href="https://www.pulsoo.com.br/demonstracao">Agende uma demonstração</a>
</header>
</div>
<main id="main-content" class="body-container-wrapper">
${body}
</main>
<div data-global-resource-path="pulsoo-2023/templates/partials/footer.html">
<footer class="footer">
  <div class="footer__cols">
    <div><img src="https://www.pulsoo.com.br/hubfs/logo-pulsoo-branco.svg" alt="Pulsoo" width="110">
      <p>Sistema de gestão para academias, boxes e estúdios.</p>
      <p><a href="https://apps.apple.com/br/app/pulsoo-aluno/id1498821307">App Store</a> · <a href="https://play.google.com/store/apps/details?id=br.com.pulsoo.aluno">Google Play</a></p>
    </div>
    <div><h4>Empresa</h4><a href="https://www.pulsoo.com.br/sobre">Sobre nós</a><a href="https://pulsoo.gupy.io/">Trabalhe conosco</a><a href="https://www.pulsoo.com.br/parceiros">Seja um parceiro</a></div>
    <div><h4>Suporte</h4><a href="https://ajuda.pulsoo.com.br">Central de ajuda</a><a href="https://status.pulsoo.com.br">Status</a>
      <a href="https://www.reclameaqui.com.br/empresa/pulsoo/" target="_blank" rel="noopener"><img src="https://www.pulsoo.com.br/hubfs/selo-ra1000.png" alt="Selo RA1000 Reclame Aqui"></a></div>
    <div><h4>Redes</h4><a href="https://www.instagram.com/pulsoo.app">Instagram</a><a href="https://www.linkedin.com/company/pulsoo">LinkedIn</a><a href="https://www.youtube.com/@pulsoo">YouTube</a></div>
  </div>
  <p class="footer__legal">© 2024 Pulsoo Tecnologia Ltda. · CNPJ 28.441.903/0001-12 · <a href="https://www.pulsoo.com.br/privacidade">Política de privacidade</a></p>
</footer>
</div>
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.pulsoo.com.br/hubfs/hub_generated/template_assets/1/98214401130/1716201144012/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);_hsq.push(["setCanonicalUrl", "https:\\/\\/www.pulsoo.com.br${path}"]);</script>
<script type="text/javascript" id="hs-analytics" src="https://js.hs-analytics.net/analytics/1716992400000/4827193.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4827193.js"></script>
<script type="text/javascript" id="hubspot-messages-loader" data-loader="hs-scriptloader" data-hsjs-portal="4827193" data-hsjs-env="prod" src="https://js.usemessages.com/conversations-embed.js" async defer></script>
</body>
</html>`;
}

function logo(href: string, img: string, name: string, text: string): string {
  return `<div class="partner-card"><a href="${href}" target="_blank" rel="noopener"><img src="https://www.pulsoo.com.br/hubfs/parceiros/${img}" alt="${name}" loading="lazy"></a><h4>${name}</h4><p>${text}</p></div>`;
}

const parceiros = page(
  'Parceiros | Pulsoo',
  'Conheça as integrações, revendas e consultorias parceiras da Pulsoo.',
  '/parceiros',
  `<div class="dnd-section hero-parceiros"><h1>Parceiros Pulsoo</h1><p>Um ecossistema de parceiros para sua academia vender mais e reter mais alunos.</p></div>
<div class="dnd-section">
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
  <div class="tabs" data-tabs>
    <div class="tabs__nav" role="tablist">
      <button role="tab" aria-selected="true" aria-controls="tab-integracoes" id="t-integracoes">Integrações</button>
      <button role="tab" aria-selected="false" aria-controls="tab-revendas" id="t-revendas">Revendas</button>
      <button role="tab" aria-selected="false" aria-controls="tab-consultorias" id="t-consultorias">Consultorias</button>
    </div>
    <div class="tabs__panel" role="tabpanel" id="tab-integracoes" aria-labelledby="t-integracoes">
      <h2>Integrações</h2>
      <p>A Pulsoo se conecta às ferramentas que sua academia já usa: catracas, pagamentos, benefícios corporativos e comunicação.</p>
      <div class="partner-grid">
        ${logo('https://www.gatekeep.com.br', 'gatekeep.png', 'Gatekeep Controle de Acesso', 'Catracas e reconhecimento facial integrados ao cadastro do aluno.')}
        ${logo('https://www.mercadopago.com.br', 'mercado-pago.png', 'Mercado Pago', 'Cobrança recorrente no cartão e Pix.')}
        ${logo('https://pagar.me', 'pagarme.png', 'Pagar.me', 'Gateway de pagamentos com split para franquias.')}
        ${logo('https://wellhub.com/pt-br/', 'wellhub.png', 'Wellhub', 'Check-in de usuários Wellhub direto na recepção.')}
        ${logo('https://www.fitcorpbeneficios.com.br', 'fitcorp.png', 'FitCorp Benefícios', 'Validação automática de alunos de planos corporativos.')}
        ${logo('https://www.nfefacil.com.br', 'nfe-facil.png', 'NFe Fácil', 'Emissão automática de NFS-e a cada mensalidade paga.')}
        ${logo('https://avaliapro.com.br', 'avaliapro.png', 'Avalia Pro', 'Avaliação física com bioimpedância sincronizada à ficha do aluno.')}
        ${logo('https://www.zenvia.com', 'zenvia.png', 'Zenvia', 'Lembretes e cobranças pelo WhatsApp oficial.')}
      </div>
    </div>
    <div class="tabs__panel" role="tabpanel" id="tab-revendas" aria-labelledby="t-revendas" hidden>
      <h2>Revendas autorizadas</h2>
      <p>Prefere atendimento local? Nossas revendas autorizadas fazem a venda, implantação e treinamento da sua equipe.</p>
      <div class="partner-grid">
        ${logo('https://www.fitnesstechne.com.br', 'fitness-tech-ne.png', 'Fitness Tech Nordeste', 'Revenda autorizada em PE, PB, RN, AL e CE.')}
        ${logo('https://gestfitsul.com.br', 'gestfit-sul.png', 'GestFit Sul', 'Revenda autorizada no RS, SC e PR.')}
        ${logo('https://www.movesoftmg.com.br', 'movesoft.png', 'MoveSoft Minas', 'Revenda autorizada em MG e ES.')}
      </div>
    </div>
    <div class="tabs__panel" role="tabpanel" id="tab-consultorias" aria-labelledby="t-consultorias" hidden>
      <h2>Consultorias parceiras</h2>
      <p>Especialistas em gestão fitness que usam a Pulsoo com seus clientes.</p>
      <div class="partner-grid">
        ${logo('https://www.ativafitness.com.br', 'ativa.png', 'Consultoria Ativa Fitness', 'Planejamento comercial e precificação de planos.')}
        ${logo('https://academialucrativa.com.br', 'academia-lucrativa.png', 'Academia Lucrativa', 'Mentoria para donos de academia e indicadores de retenção.')}
      </div>
    </div>
  </div>
  </div>
</div>
<div class="dnd-section cta-parceiro"><h2>Quer ser parceiro?</h2><p>Integre seu produto à nossa API ou torne-se uma revenda. <a href="https://www.pulsoo.com.br/seja-parceiro">Fale com nosso time de parcerias</a>.</p></div>`,
);

const home = page(
  'Pulsoo | Sistema de gestão para academias',
  'Gestão de alunos, cobrança recorrente, catracas e app para academias, boxes e estúdios.',
  '',
  `<div class="dnd-section hero"><h1>O sistema que faz sua academia crescer</h1><p>Matrículas, cobrança recorrente, controle de acesso e app do aluno em uma única plataforma.</p>
<a class="button" href="https://www.pulsoo.com.br/demonstracao">Teste grátis por 14 dias</a></div>
<div class="dnd-section logos"><h2>Mais de 3.500 academias usam a Pulsoo</h2><ul class="logo-list">
<li><img src="https://www.pulsoo.com.br/hubfs/clientes/smartbox.png" alt="Smartbox CrossTraining"></li><li><img src="https://www.pulsoo.com.br/hubfs/clientes/forca-total.png" alt="Academia Força Total"></li>
<li><img src="https://www.pulsoo.com.br/hubfs/clientes/studio-equilibrio.png" alt="Studio Equilíbrio Pilates"></li><li><img src="https://www.pulsoo.com.br/hubfs/clientes/aquafit.png" alt="AquaFit Natação"></li></ul></div>
<div class="dnd-section premio"><img src="https://www.pulsoo.com.br/hubfs/premio-top-fitness-2023.png" alt="Prêmio Top Fitness Tech 2023">
<p>Eleita melhor software de gestão no <a href="https://www.premiotopfitness.com.br/vencedores-2023" target="_blank" rel="noopener">Prêmio Top Fitness Tech 2023</a>.</p></div>
<div class="dnd-section"><h2>Conectada ao seu negócio</h2><p>Catracas, Wellhub, Pix e WhatsApp integrados. <a href="https://www.pulsoo.com.br/parceiros">Veja nossos parceiros</a>.</p></div>`,
);

const clientes = page(
  'Clientes | Pulsoo',
  'Histórias de academias que crescem com a Pulsoo.',
  '/clientes',
  `<div class="dnd-section"><h1>Quem usa, recomenda</h1>
<div class="case"><h2>Smartbox CrossTraining reduziu a inadimplência em 62%</h2><p>Com a cobrança recorrente no cartão, a rede de 9 boxes em Campinas zerou a fila da recepção no dia 10.</p><a href="https://www.smartboxcross.com.br" target="_blank" rel="noopener">smartboxcross.com.br</a></div>
<div class="case"><h2>Studio Equilíbrio lotou as turmas de pilates</h2><p>Agendamento pelo app do aluno e lista de espera automática.</p><a href="https://studioequilibriopilates.com.br" target="_blank" rel="noopener">studioequilibriopilates.com.br</a></div>
</div>`,
);

const sobre = page(
  'Sobre | Pulsoo',
  'A Pulsoo nasceu dentro de uma academia em Belo Horizonte.',
  '/sobre',
  `<div class="dnd-section"><h1>Sobre a Pulsoo</h1>
<p>A Pulsoo nasceu em 2017 dentro de uma academia em Belo Horizonte. Hoje somos 180 pessoas e atendemos academias em todo o Brasil.</p>
<p>Em 2022 recebemos um aporte Série A liderado pela <a href="https://www.valecapital.vc" target="_blank" rel="noopener">Vale Capital</a>.</p>
<h2>Pulsoo Summit 2024</h2>
<p>O maior encontro de gestores fitness do país acontece em agosto, em São Paulo. Agradecemos aos patrocinadores desta edição:</p>
<ul class="sponsors">
<li><a href="https://www.suplementosvitalmax.com.br" target="_blank" rel="noopener"><img src="https://www.pulsoo.com.br/hubfs/summit/vitalmax.png" alt="VitalMax Suplementos"></a></li>
<li><a href="https://www.equipafit.com.br" target="_blank" rel="noopener"><img src="https://www.pulsoo.com.br/hubfs/summit/equipafit.png" alt="EquipaFit Equipamentos"></a></li>
</ul>
<h2>Trabalhe conosco</h2><p>Confira nossas vagas na <a href="https://pulsoo.gupy.io/" target="_blank" rel="noopener">página de carreiras</a>.</p>
</div>`,
);

export const site: CorpusSite = {
  domain: 'pulsoo.com.br',
  covers:
    'HubSpot CMS behind Cloudflare (pt-BR): "Parceiros" tab module with integrations (technology), authorised resellers (channel) and consultancies (channel) as linked logo cards, all panes in the HTML; customer gyms with their sites, sponsors of the own summit, award, Reclame Aqui seal, Series A investor, Gupy jobs, app stores and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/parceiros': { headers, html: parceiros },
    '/clientes': { headers, html: clientes },
    '/sobre': { headers, html: sobre },
  },
  sitemap: ['/', '/parceiros', '/clientes', '/sobre'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'hubspot-chat', 'cloudflare', 'jquery', 'open-graph'],
  partners: {
    'gatekeep.com.br': 'technology',
    'mercadopago.com.br': 'technology',
    'pagar.me': 'technology',
    'wellhub.com': 'technology',
    'fitcorpbeneficios.com.br': 'technology',
    'nfefacil.com.br': 'technology',
    'avaliapro.com.br': 'technology',
    'zenvia.com': 'technology',
    'fitnesstechne.com.br': 'channel',
    'gestfitsul.com.br': 'channel',
    'movesoftmg.com.br': 'channel',
    'ativafitness.com.br': 'channel',
    'academialucrativa.com.br': 'channel',
  },
};
