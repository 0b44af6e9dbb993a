import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="pt">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7a3c21_4f9e8d2b1c6a4e5f8b7d0c9a2e1f3b4d~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7a3c21_4f9e8d2b1c6a4e5f8b7d0c9a2e1f3b4d~mv2.png" type="image/png"/>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e","siteId":"9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b","externalBaseUrl":"https:\\/\\/www.movebem.com.br","isPremiumDomain":true},"language":{"userLanguage":"pt","siteLanguage":"pt"}};</script>
  <script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.6c1b2a3d.bundle.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="https://www.movebem.com.br${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:url" content="https://www.movebem.com.br${path}"/>
  <meta property="og:site_name" content="MoveBem"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root">
<header id="SITE_HEADER" class="wixui-header">
  <div data-testid="linkElement"><a href="https://www.movebem.com.br" data-anchor="SCROLL_TO_TOP"><img src="https://static.wixstatic.com/media/7a3c21_logo~mv2.png" alt="MoveBem logo"/></a></div>
  <nav aria-label="Site" id="comp-menu1" class="wixui-dropdown-menu">
    <ul>
      <li><a href="https://www.movebem.com.br/como-funciona" class="wixui-dropdown-menu__item">Como funciona</a></li>
      <li><a href="https://www.movebem.com.br/planos" class="wixui-dropdown-menu__item">Planos</a></li>
      <li><a href="https://www.movebem.com.br/empresas" class="wixui-dropdown-menu__item">Para empresas</a></li>
      <li><a href="https://www.movebem.com.br/parceiros" class="wixui-dropdown-menu__item">Parceiros</a></li>
      <li><a href="https://www.movebem.com.br/sobre" class="wixui-dropdown-menu__item">Sobre nós</a></li>
      <li><a href="https://www.movebem.com.br/contato" class="wixui-dropdown-menu__item">Contato</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
`;

const footer = `
</main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <div class="wixui-rich-text">
    <p>MoveBem Mobilidade Elétrica Ltda. · CNPJ 34.567.890/0001-12 · Rua Fradique Coutinho, 1200 – Pinheiros, São Paulo/SP</p>
    <p>Baixe o app:
      <a href="https://apps.apple.com/br/app/movebem/id1598765432" target="_blank">App Store</a> ·
      <a href="https://play.google.com/store/apps/details?id=br.com.movebem.app" target="_blank">Google Play</a></p>
    <p>Siga a gente:
      <a href="https://www.instagram.com/movebem.br" target="_blank">Instagram</a> ·
      <a href="https://www.tiktok.com/@movebem" target="_blank">TikTok</a> ·
      <a href="https://www.linkedin.com/company/movebem" target="_blank">LinkedIn</a></p>
    <p><a href="https://www.movebem.com.br/termos">Termos de uso</a> · <a href="https://www.movebem.com.br/privacidade">Política de privacidade (LGPD)</a></p>
  </div>
</footer>
</div></div></div>
<script type="text/javascript">window.wixPerformanceMeasurements = window.wixPerformanceMeasurements || {};</script>
</body>
</html>`;

const home = `${head('MoveBem | Bicicletas e patinetes elétricos compartilhados', '/', 'Bikes e patinetes elétricos compartilhados em São Paulo, Curitiba e Belo Horizonte. Destrave pelo app e vá.')}
<section class="wixui-section"><h1 class="wixui-rich-text__text">Vá de elétrico. Chegue leve.</h1><p>Mais de 4.000 bikes e patinetes elétricos em São Paulo, Curitiba e Belo Horizonte. Destrave pelo app, pague por minuto ou assine um plano.</p><a href="https://www.movebem.com.br/planos" class="wixui-button">Ver planos</a></section>
<section class="wixui-section"><h2>Pague como preferir</h2><p>Pix, cartão de crédito e carteiras digitais.</p><img src="https://static.wixstatic.com/media/7a3c21_pix~mv2.png" alt="Pix"/><img src="https://static.wixstatic.com/media/7a3c21_visa~mv2.png" alt="Visa"/><img src="https://static.wixstatic.com/media/7a3c21_elo~mv2.png" alt="Elo"/></section>
<section class="wixui-section"><h2>Na mídia</h2><p><a href="https://www.estadao.com.br/mobilidade/movebem-chega-a-curitiba/" target="_blank">Estadão</a> · <a href="https://exame.com/negocios/startup-movebem-capta-r-60-milhoes/" target="_blank">Exame</a> · <a href="https://www.projetodraft.com/movebem/" target="_blank">Projeto Draft</a></p></section>
<section class="wixui-section"><h2>Movimento que transforma</h2><p>Somos patrocinadores oficiais do <a href="https://www.passeiociclisticosp.org.br/" target="_blank">Passeio Ciclístico da Primavera</a> e da Virada Esportiva de São Paulo.</p></section>
${footer}`;

const parceiros = `${head('Parceiros | MoveBem', '/parceiros', 'Empresas e plataformas que fazem a MoveBem acontecer.')}
<section class="wixui-section">
  <h1>Nossos parceiros</h1>
  <p>A mobilidade elétrica só funciona em rede. Conheça quem caminha (e pedala) com a gente.</p>
</section>
<section class="wixui-section">
  <h2>Integrações</h2>
  <div class="wixui-rich-text">
    <p>Você encontra as bikes e os patinetes MoveBem também dentro dos apps dos nossos parceiros de tecnologia: o planejador de rotas <a href="https://www.rotafacil.app/" target="_blank">RotaFácil</a> mostra a disponibilidade em tempo real, e a carteira de mobilidade <a href="https://www.vaivem.com.br/" target="_blank">VaiVem</a> permite pagar a corrida com o mesmo saldo do metrô. Nossa frota é monitorada pela plataforma de IoT <a href="https://www.telemetrix.io/" target="_blank">Telemetrix</a>.</p>
  </div>
</section>
<section class="wixui-section">
  <h2>Parceiros corporativos</h2>
  <p>Empresas que oferecem o benefício MoveBem aos colaboradores por meio das nossas parceiras de benefícios flexíveis:</p>
  <div class="wixui-gallery">
    <a href="https://www.beneflex.com.br/" target="_blank"><img src="https://static.wixstatic.com/media/7a3c21_beneflex~mv2.png" alt="Beneflex – benefícios flexíveis"/></a>
    <a href="https://www.cartaomais.com.br/" target="_blank"><img src="https://static.wixstatic.com/media/7a3c21_cartaomais~mv2.png" alt="Cartão Mais Benefícios"/></a>
  </div>
  <p>Por meio delas, o crédito de mobilidade da MoveBem é vendido para mais de 300 empresas.</p>
</section>
<section class="wixui-section">
  <h2>Pontos de recarga e estacionamento</h2>
  <p>Nossos patinetes ficam em estações dentro de estabelecimentos parceiros, como a rede de cafés <a href="https://www.cafedaesquina.com.br/" target="_blank">Café da Esquina</a> e os estacionamentos <a href="https://www.parkshopvagas.com.br/" target="_blank">ParkShop Vagas</a>.</p>
</section>
${footer}`;

const sobre = `${head('Sobre nós | MoveBem', '/sobre', 'Nascemos em São Paulo em 2020.')}
<section class="wixui-section">
  <h1>Sobre a MoveBem</h1>
  <p>Fundada em 2020 em São Paulo, a MoveBem opera hoje em três capitais e já somou mais de 12 milhões de viagens.</p>
  <h2>Investidores</h2>
  <p>Em 2023 captamos R$ 60 milhões em rodada Série A liderada pela <a href="https://www.ipe-capital.com.br/" target="_blank">Ipê Capital</a>, com participação da <a href="https://www.verdemar-ventures.com/" target="_blank">Verdemar Ventures</a>.</p>
  <h2>Reconhecimentos</h2>
  <p>Selecionada para o programa de aceleração <a href="https://www.inovativabrasil.com.br/" target="_blank">InovAtiva Brasil</a> e certificada como <a href="https://www.bcorporation.net/" target="_blank">Empresa B</a>.</p>
  <h2>Trabalhe conosco</h2>
  <p>Vagas abertas na <a href="https://movebem.gupy.io/" target="_blank">Gupy</a>.</p>
</section>
${footer}`;

const contato = `${head('Contato | MoveBem', '/contato', 'Fale com a MoveBem.')}
<section class="wixui-section">
  <h1>Contato</h1>
  <p>Suporte ao usuário: pelo chat do app, 24h.</p>
  <p>Quer ser um ponto parceiro ou oferecer MoveBem na sua empresa? Escreva para <a href="mailto:parcerias@movebem.com.br">parcerias@movebem.com.br</a>.</p>
  <form><input type="text" placeholder="Nome"/><input type="email" placeholder="E-mail"/><textarea placeholder="Mensagem"></textarea><button type="submit">Enviar</button></form>
</section>
${footer}`;

const h = {
  'x-wix-request-id': '1712070000.123456789012345678',
  server: 'Pepyaka',
  'content-type': 'text/html; charset=utf-8',
};

export const site: CorpusSite = {
  domain: 'movebem.com.br',
  covers:
    'Brazilian e-bike/e-scooter sharing, Portuguese, Wix; partners named in running prose with links: app integrations/IoT (technology), benefit-card resellers (channel), host stations (generic); negatives: investors, press, sponsorships, B Corp certification, accelerator, payment icons, app-store links, Gupy jobs, social',
  pages: {
    '/': { headers: h, html: home },
    '/parceiros': { headers: h, html: parceiros },
    '/sobre': { headers: h, html: sobre },
    '/contato': { headers: h, html: contato },
  },
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'rotafacil.app': 'technology',
    'vaivem.com.br': 'technology',
    'telemetrix.io': 'technology',
    'beneflex.com.br': 'channel',
    'cartaomais.com.br': 'channel',
    'cafedaesquina.com.br': 'generic',
    'parkshopvagas.com.br': 'generic',
  },
};
