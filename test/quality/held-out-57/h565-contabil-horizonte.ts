import type { CorpusSite } from '../corpus/types.js';

const base = 'https://www.contabilhorizonte.com.br';

const head = (title: string, description: string, path: string): string => `<!doctype html>
<html lang="pt-br">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="${base}/hubfs/favicon-horizonte.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="${base}/hubfs/og-contabil-horizonte.jpg">
<meta property="og:url" content="${base}${path}">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="${base}${path}">
<link rel="stylesheet" href="${base}/hs-fs/hub/4839201/hub_generated/template_assets/1/98231754102/1712890011223/template_main.min.css">
<link rel="stylesheet" href="${base}/hs-fs/hub/4839201/hub_generated/module_assets/1/98231754388/1712890011950/module_card-grid.min.css">
<style>
  #hs-eu-cookie-confirmation { font-family: inherit; }
  .card-parceiro { border: 1px solid #e4e9f0; border-radius: 12px; padding: 24px; }
</style>
<meta name="generator" content="HubSpot">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
</head>`;

const header = `<body class="hs-content-id-98231754501 hs-site-page page">
<div data-global-resource-path="horizonte-theme/templates/partials/header.html">
<header class="header">
  <a href="#main-content" class="header__skip">Pular para o conteúdo</a>
  <div class="header__container content-wrapper">
    <a class="header__logo" href="${base}"><img src="${base}/hubfs/logo-contabil-horizonte.svg" alt="Contábil Horizonte" width="200" height="48"></a>
    <nav class="menu" aria-label="Menu principal">
      <ul class="menu__wrapper no-list">
        <li class="menu__item"><a class="menu__link" href="${base}/servicos">Serviços</a></li>
        <li class="menu__item"><a class="menu__link" href="${base}/abertura-de-empresa">Abrir empresa</a></li>
        <li class="menu__item"><a class="menu__link" href="${base}/parceiros">Parceiros</a></li>
        <li class="menu__item"><a class="menu__link" href="https://blog.contabilhorizonte.com.br/">Blog</a></li>
        <li class="menu__item"><a class="menu__link" href="${base}/sobre">Sobre nós</a></li>
        <li class="menu__item"><a class="menu__link button" href="${base}/fale-com-um-contador">Fale com um contador</a></li>
      </ul>
    </nav>
  </div>
</header>
</div>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<div data-global-resource-path="horizonte-theme/templates/partials/footer.html">
<footer class="footer">
  <div class="content-wrapper footer__grid">
    <div>
      <img src="${base}/hubfs/logo-contabil-horizonte-branco.svg" alt="Contábil Horizonte" width="180" height="44">
      <p>Contábil Horizonte Serviços Contábeis Ltda.<br>CNPJ 21.384.570/0001-62 &middot; CRC-SP 2SP038114/O-7<br>Av. Paulista, 1842, cj. 154 &ndash; São Paulo/SP</p>
    </div>
    <div>
      <h4>Empresa</h4>
      <ul class="no-list">
        <li><a href="${base}/sobre">Sobre nós</a></li>
        <li><a href="${base}/trabalhe-conosco">Trabalhe conosco</a></li>
        <li><a href="${base}/parceiros">Parceiros</a></li>
        <li><a href="${base}/seja-parceiro">Seja um parceiro</a></li>
        <li><a href="https://www.horizonteabertura.com.br/" target="_blank" rel="noopener">Abertura de empresa em 48h</a></li>
      </ul>
    </div>
    <div>
      <h4>Conteúdo</h4>
      <ul class="no-list">
        <li><a href="https://blog.contabilhorizonte.com.br/">Blog</a></li>
        <li><a href="https://blog.contabilhorizonte.com.br/calendario-fiscal-2024">Calendário fiscal 2024</a></li>
        <li><a href="${base}/politica-de-privacidade">Política de privacidade</a></li>
      </ul>
    </div>
    <div>
      <h4>Baixe o app</h4>
      <a href="https://apps.apple.com/br/app/contabil-horizonte/id6443019821" target="_blank" rel="noopener"><img src="${base}/hubfs/badges/app-store-pt.svg" alt="Baixar na App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=br.com.contabilhorizonte.app" target="_blank" rel="noopener"><img src="${base}/hubfs/badges/google-play-pt.png" alt="Disponível no Google Play"></a>
      <ul class="social no-list">
        <li><a href="https://www.instagram.com/contabilhorizonte/" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/contabil-horizonte/" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.youtube.com/@contabilhorizonte" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
    </div>
  </div>
  <p class="footer__copy">&copy; 2024 Contábil Horizonte. Todos os direitos reservados.</p>
</footer>
</div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" role="region" aria-label="Aviso de cookies">
  <div id="hs-eu-cookie-confirmation-inner">
    <p id="hs-eu-policy-wording">Usamos cookies para melhorar sua experiência e para fins de análise, conforme a LGPD.</p>
    <div id="hs-eu-cookie-confirmation-button-group"><a href="#" id="hs-eu-confirmation-button" role="button">Aceitar</a><a href="#" id="hs-eu-decline-button" role="button">Recusar</a></div>
  </div>
</div>
<script src="/hs/hsstatic/content-cta-embed/static-1.150/embed.js"></script>
<script src="${base}/hs-fs/hub/4839201/hub_generated/template_assets/1/98231754109/1712890011400/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "${base}"]);
_hsq.push(["setPageId", "98231754501"]);
</script>
<script src="https://js.hs-analytics.net/analytics/1716212400000/4839201.js" async></script>
<!-- End of HubSpot Analytics Code -->
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4839201.js"></script>
<!-- End of HubSpot Embed Code -->
<script type="text/javascript" id="hubspot-messages-loader" async defer src="https://js.usemessages.com/conversations-embed.js" data-loader="hs-scriptloader" data-hsjs-portal="4839201" data-hsjs-env="prod" data-hsjs-hublet="na1"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8871a2c4fd6e1b52-GRU',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '4839201',
  'x-powered-by': 'HubSpot',
};

const card = (name: string, desc: string, href: string, logo: string): string => `<div class="card-parceiro">
        <img src="${base}/hubfs/parceiros/${logo}" alt="${name}" loading="lazy" width="160" height="60">
        <h3>${name}</h3>
        <p>${desc}</p>
        <a class="button button--secondary" href="${href}" target="_blank" rel="noopener">Visitar site</a>
      </div>`;

export const site: CorpusSite = {
  domain: 'contabilhorizonte.com.br',
  otherDomains: ['horizonteabertura.com.br'],
  covers:
    'Brazilian HubSpot CMS accounting firm: partner page with technology partner cards ("Visitar site") and consultancy referral/resale partners, plus a "become a partner" CTA; negatives: client logos, testimonials, CRC certification, app-store badges, blog subdomain, own company-formation domain, social links',
  pages: {
    '/': { status: 301, redirect: `${base}/` },
    [`${base}/`]: {
      headers,
      html: `${head('Contabilidade online para PMEs | Contábil Horizonte', 'Contabilidade digital para pequenas e médias empresas em todo o Brasil: abertura de empresa, fiscal, folha de pagamento e BPO financeiro.', '')}
${header}
<div class="dnd-section hero">
  <h1>Contabilidade digital, com contador de verdade</h1>
  <p>Mais de 1.800 empresas de serviços, comércio e tecnologia já deixaram a burocracia com a gente. Planos a partir de R$ 189/mês.</p>
  <a class="button" href="${base}/fale-com-um-contador">Quero falar com um contador</a>
</div>
<div class="dnd-section servicos">
  <h2>O que fazemos</h2>
  <ul>
    <li>Abertura e regularização de empresas (MEI, ME, LTDA)</li>
    <li>Apuração de impostos e Simples Nacional</li>
    <li>Folha de pagamento e eSocial</li>
    <li>BPO financeiro e conciliação bancária</li>
  </ul>
</div>
<div class="dnd-section clientes">
  <h2>Empresas que confiam na Horizonte</h2>
  <div class="logo-row">
    <img src="${base}/hubfs/clientes/estudio-vila-madalena.png" alt="Estúdio Vila Madalena">
    <img src="${base}/hubfs/clientes/padaria-bella-paulista.png" alt="Padaria Bella Paulista">
    <a href="https://www.tecnofarma-distribuidora.com.br/" target="_blank" rel="noopener"><img src="${base}/hubfs/clientes/tecnofarma.png" alt="Tecnofarma Distribuidora"></a>
    <img src="${base}/hubfs/clientes/clinica-sorriso-pleno.png" alt="Clínica Sorriso Pleno">
  </div>
</div>
<div class="dnd-section depoimentos">
  <h2>Depoimentos</h2>
  <blockquote>&ldquo;Troquei de contador três vezes antes de encontrar a Horizonte. Hoje resolvo tudo pelo app.&rdquo; <cite>Marina Couto, sócia da Estúdio Vila Madalena</cite></blockquote>
  <blockquote>&ldquo;O BPO financeiro nos economizou uma pessoa no administrativo.&rdquo; <cite>Ricardo Alves, CEO da Tecnofarma</cite></blockquote>
</div>
<div class="dnd-section selos">
  <p>Escritório registrado no <a href="https://www.crcsp.org.br/" target="_blank" rel="noopener">CRC-SP</a> e associado ao <a href="https://www.sescon-sp.org.br/" target="_blank" rel="noopener">Sescon-SP</a>.</p>
</div>
${footer}`,
    },
    [`${base}/servicos`]: {
      headers,
      html: `${head('Serviços contábeis | Contábil Horizonte', 'Conheça nossos planos de contabilidade, fiscal, folha e BPO financeiro.', '/servicos')}
${header}
<div class="dnd-section">
  <h1>Serviços</h1>
  <table class="planos">
    <thead><tr><th>Plano</th><th>Para quem</th><th>Mensalidade</th></tr></thead>
    <tbody>
      <tr><td>Essencial</td><td>Prestadores de serviço no Simples Nacional</td><td>R$ 189</td></tr>
      <tr><td>Comércio</td><td>Lojas e e-commerces</td><td>R$ 349</td></tr>
      <tr><td>Completo + BPO</td><td>Empresas com até 30 funcionários</td><td>sob consulta</td></tr>
    </tbody>
  </table>
  <p>Todos os planos incluem emissão de notas fiscais integrada aos nossos <a href="${base}/parceiros">parceiros de tecnologia</a>.</p>
</div>
${footer}`,
    },
    [`${base}/parceiros`]: {
      headers,
      html: `${head('Parceiros | Contábil Horizonte', 'Nossos parceiros de tecnologia e de negócios: ERPs, emissores de nota fiscal, bancos digitais e consultorias.', '/parceiros')}
${header}
<div class="dnd-section parceiros-hero">
  <h1>Nossos parceiros</h1>
  <p>Construímos um ecossistema de parceiros para que a sua empresa tenha tudo integrado: do banco ao ERP, da nota fiscal à consultoria de gestão.</p>
</div>
<div class="dnd-section parceiros-tecnologia">
  <h2>Parceiros de tecnologia</h2>
  <p>Integrações nativas com a nossa plataforma: seus lançamentos chegam à contabilidade sem digitação.</p>
  <div class="card-grid">
      ${card('ContaFácil ERP', 'ERP para pequenas empresas com integração contábil automática e conciliação bancária.', 'https://www.contafacil.com.br/integracoes/contabil-horizonte', 'contafacil.png')}
      ${card('NotaRápida', 'Emissor de NF-e e NFS-e em mais de 1.200 municípios, com envio automático dos XMLs para o seu contador.', 'https://notarapida.com.br/', 'notarapida.png')}
      ${card('BancoPJ', 'Conta digital PJ gratuita com extrato enviado diretamente para a Contábil Horizonte via Open Finance.', 'https://www.bancopj.com.br/parceiros', 'bancopj.png')}
  </div>
</div>
<div class="dnd-section parceiros-negocios">
  <h2>Parceiros de negócios</h2>
  <p>Consultorias que indicam e revendem os planos da Contábil Horizonte para seus clientes, com condições especiais:</p>
  <div class="card-grid">
      ${card('Alvo Consultoria Empresarial', 'Consultoria de gestão e planejamento estratégico para PMEs em Campinas e região.', 'https://www.alvoconsultoria.com.br/', 'alvo.png')}
      ${card('Trilha RH', 'Consultoria de recrutamento e gestão de pessoas; revende nosso plano de folha de pagamento.', 'https://trilharh.com.br/', 'trilharh.png')}
  </div>
</div>
<div class="dnd-section cta">
  <h2>Quer ser um parceiro?</h2>
  <p>Ganhe comissão recorrente indicando a Contábil Horizonte. <a class="button" href="${base}/seja-parceiro">Seja um parceiro</a></p>
</div>
${footer}`,
    },
    [`${base}/sobre`]: {
      headers,
      html: `${head('Sobre nós | Contábil Horizonte', 'Nossa história, nosso time e nossos valores.', '/sobre')}
${header}
<div class="dnd-section">
  <h1>Sobre a Contábil Horizonte</h1>
  <p>Fundada em 2014 por três contadores que acreditavam que contabilidade pode ser simples, a Horizonte tem hoje 64 colaboradores em São Paulo e Belo Horizonte.</p>
  <p>Estamos contratando! Veja as vagas em <a href="${base}/trabalhe-conosco">Trabalhe conosco</a> ou no nosso perfil no <a href="https://www.linkedin.com/company/contabil-horizonte/jobs/" target="_blank" rel="noopener">LinkedIn</a>.</p>
</div>
${footer}`,
    },
  },
  sitemap: [`${base}/`, `${base}/servicos`, `${base}/parceiros`, `${base}/sobre`],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'hubspot-analytics',
    'hubspot-chat',
    'hubspot-cookie-policy-banner',
    'jquery',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'contafacil.com.br': 'technology',
    'notarapida.com.br': 'technology',
    'bancopj.com.br': 'technology',
    'alvoconsultoria.com.br': 'channel',
    'trilharh.com.br': 'channel',
  },
};
