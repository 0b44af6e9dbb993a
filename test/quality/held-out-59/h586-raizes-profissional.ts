import type { CorpusSite } from '../corpus/types.js';

const hdrs = {
  powered: 'vtex',
  'content-type': 'text/html; charset=utf-8',
  'x-vtex-cache-status-janus-edge': 'HIT',
  'set-cookie': 'VtexWorkspace=master%3A-; path=/; secure; samesite=lax',
};

const V = 'https://raizesprofissional.vteximg.com.br';

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="pt-BR" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="language" content="pt-BR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://www.raizesprofissional.com.br${path}">
<meta property="og:image" content="${V}/arquivos/og-raizes.jpg">
<meta property="og:site_name" content="Raízes Profissional">
<link rel="canonical" href="https://www.raizesprofissional.com.br${path}">
<link rel="stylesheet" type="text/css" href="${V}/arquivos/raizes-main.min.css?v=638482211">
<link rel="stylesheet" type="text/css" href="${V}/arquivos/raizes-institucional.min.css?v=638482211">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5XQ8R2B');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" async src="https://d335luupugsy2.cloudfront.net/js/loader-scripts/2b7c41e9-3a5d-4f6e-8a1b-9c0d2e4f6a8b-loader.js"></script>
<script async src="https://static.hotjar.com/c/hotjar-3418872.js?sv=6"></script>
</head>`;

const nav = `<body class="institucional">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5XQ8R2B" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="topbar"><p>Vendas exclusivas para profissionais cadastrados &middot; Frete grátis acima de R$ 399</p></div>
<header class="header">
  <a href="/" class="header__logo"><img src="${V}/arquivos/logo-raizes.svg" alt="Raízes Profissional"></a>
  <nav class="header__menu">
    <ul>
      <li><a href="/tratamento">Tratamento</a></li>
      <li><a href="/finalizacao">Finalização</a></li>
      <li><a href="/coloracao">Coloração</a></li>
      <li><a href="/saloes-parceiros">Salões parceiros</a></li>
      <li><a href="/distribuidores">Onde comprar</a></li>
      <li><a href="https://www.raizesacademy.com.br/" target="_blank">Raízes Academy</a></li>
    </ul>
  </nav>
  <div class="header__account"><a href="/account">Minha conta</a> <a href="/checkout/#/cart">Carrinho</a></div>
</header>`;

const footer = `<footer class="footer">
  <div class="footer__cols">
    <div>
      <h4>Institucional</h4>
      <ul>
        <li><a href="/institucional/sobre">Sobre a Raízes</a></li>
        <li><a href="/institucional/seja-revendedor">Seja um revendedor</a></li>
        <li><a href="https://raizesprofissional.gupy.io/" target="_blank">Trabalhe conosco</a></li>
        <li><a href="/institucional/politica-de-privacidade">Política de privacidade</a></li>
        <li><a href="/institucional/trocas-e-devolucoes">Trocas e devoluções</a></li>
      </ul>
    </div>
    <div>
      <h4>Atendimento</h4>
      <p>SAC: 0800 591 2040<br>Seg. a sex. das 9h às 18h<br>sac@raizesprofissional.com.br</p>
    </div>
    <div>
      <h4>Redes sociais</h4>
      <ul class="social">
        <li><a href="https://www.instagram.com/raizesprofissional/" target="_blank">Instagram</a></li>
        <li><a href="https://www.youtube.com/@raizesprofissional" target="_blank">YouTube</a></li>
        <li><a href="https://www.tiktok.com/@raizesprofissional" target="_blank">TikTok</a></li>
      </ul>
    </div>
    <div>
      <h4>Selos</h4>
      <a href="https://www.reclameaqui.com.br/empresa/raizes-profissional/" target="_blank"><img src="${V}/arquivos/selo-ra1000.png" alt="Selo RA1000 Reclame Aqui"></a>
      <img src="${V}/arquivos/selo-cruelty-free.png" alt="Cruelty free">
    </div>
  </div>
  <div class="footer__payments">
    <img src="${V}/arquivos/pix.svg" alt="Pix"><img src="${V}/arquivos/boleto.svg" alt="Boleto"><img src="${V}/arquivos/elo.svg" alt="Elo"><img src="${V}/arquivos/hipercard.svg" alt="Hipercard">
  </div>
  <p class="footer__legal">Raízes Cosméticos Profissionais Ltda. &middot; CNPJ 28.411.905/0001-63 &middot; Rua Tabapuã, 1123, Itaim Bibi, São Paulo/SP</p>
  <p class="footer__dev">Desenvolvido por <a href="https://www.agenciacorrente.com.br/" target="_blank">Agência Corrente</a> &middot; Plataforma VTEX</p>
</footer>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=5511987650021&amp;text=Ol%C3%A1%2C%20sou%20profissional%20e%20quero%20comprar" target="_blank" aria-label="Fale conosco no WhatsApp">WhatsApp</a>
<script src="${V}/scripts/vtex.min.js?v=1.0.0.0" type="text/javascript"></script>
<script src="${V}/arquivos/raizes-main.min.js?v=638482211" type="text/javascript"></script>
</body>
</html>`;

const home = `${head('Raízes Profissional | Cosméticos capilares para salões', 'Tratamento, finalização e coloração profissional com ativos da biodiversidade brasileira. Exclusivo para cabeleireiros.', '/')}
${nav}
<main class="home">
  <section class="banner"><h1>Força que vem da raiz</h1><p>Linha Cachos Amazônia com óleo de patauá e manteiga de murumuru.</p><a href="/cachos-amazonia">Conheça a linha</a></section>
  <section class="vitrine"><h2>Mais vendidos</h2>
    <ul><li><a href="/mascara-reconstrutora-patau-1kg/p">Máscara Reconstrutora Patauá 1kg</a> R$ 189,90</li><li><a href="/shampoo-equilibrio-2-5l/p">Shampoo Equilíbrio 2,5L</a> R$ 149,90</li><li><a href="/oleo-finalizador-murumuru-60ml/p">Óleo Finalizador Murumuru 60ml</a> R$ 69,90</li></ul>
  </section>
  <section class="onde-comprar">
    <h2>Procurando Raízes para usar em casa?</h2>
    <p>Encontre um dos nossos <a href="/saloes-parceiros">salões parceiros</a> ou compre a linha home care na <a href="https://www.belezaemcasa.com.br/marcas/raizes-profissional" target="_blank">Beleza em Casa</a>, nossa revendedora online oficial.</p>
  </section>
  <section class="midia">
    <h2>Raízes na mídia</h2>
    <ul class="logos"><li><img src="${V}/arquivos/midia-revista-cabelos.png" alt="Revista Cabelos &amp; Cia"></li><li><img src="${V}/arquivos/midia-beleza-negocios.png" alt="Beleza &amp; Negócios"></li><li><img src="${V}/arquivos/midia-portal-hair.png" alt="Portal Hair Brasil"></li></ul>
  </section>
  <section class="embaixadoras">
    <h2>Nossas embaixadoras</h2>
    <ul>
      <li><a href="https://www.instagram.com/marinacachos/" target="_blank">@marinacachos</a> — cabeleireira e educadora</li>
      <li><a href="https://www.instagram.com/joaoblondehair/" target="_blank">@joaoblondehair</a> — colorista</li>
    </ul>
  </section>
</main>
${footer}`;

const salao = (name: string, city: string, desc: string, link: string, label: string) => `      <article class="salao-card">
        <img src="${V}/arquivos/saloes/${name
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z]+/g, '-')}.jpg" alt="${name}">
        <h3>${name}</h3>
        <span class="salao-card__cidade">${city}</span>
        <p>${desc}</p>
        <a href="${link}" target="_blank" rel="noopener">${label}</a>
      </article>`;

const saloes = `${head('Salões parceiros | Raízes Profissional', 'Encontre um salão parceiro Raízes Profissional perto de você.', '/saloes-parceiros')}
${nav}
<main class="institucional-page">
  <h1>Salões parceiros</h1>
  <p>Os salões parceiros Raízes passaram pelo nosso treinamento técnico, aplicam os protocolos de tratamento da marca e vendem a linha home care para suas clientes.</p>
  <div class="filtro"><label>Estado <select><option>Todos</option><option>SP</option><option>MG</option><option>BA</option><option>PR</option></select></label></div>
  <section class="saloes-grid">
${[
  salao(
    'Studio Cachos Vivos',
    'São Paulo/SP',
    'Especialista em cabelos cacheados e crespos, referência em cortes a seco.',
    'https://www.cachosvivos.com.br/',
    'Visitar site',
  ),
  salao(
    'Espaço Marília Hair',
    'Belo Horizonte/MG',
    'Tratamentos de reconstrução e coloração com a linha Raízes desde 2019.',
    'https://espacomarilia.com.br/',
    'Visitar site',
  ),
  salao(
    'Salão Raiz Crespa',
    'Salvador/BA',
    'Transição capilar, tranças e tratamentos para cabelos crespos.',
    'https://www.instagram.com/salaoraizcrespa/',
    'Ver Instagram',
  ),
  salao(
    'Atelier Fios de Ouro',
    'Curitiba/PR',
    'Loiros, mechas e cronograma capilar personalizado.',
    'https://www.fiosdeouroatelier.com.br/agendamento',
    'Visitar site',
  ),
].join('\n')}
  </section>
  <section class="agendamento">
    <h2>Agende online</h2>
    <p>Vários salões parceiros aceitam agendamento pelo aplicativo da nossa parceira de tecnologia <a href="https://www.agendasalao.com.br/raizes" target="_blank" rel="noopener">AgendaSalão</a>, integrado ao nosso programa de fidelidade.</p>
  </section>
  <p class="cta">Tem um salão e quer ser parceiro? <a href="/institucional/seja-revendedor">Cadastre-se</a>.</p>
</main>
${footer}`;

const distribuidores = `${head('Distribuidores | Raízes Profissional', 'Distribuidores autorizados Raízes Profissional em todo o Brasil.', '/distribuidores')}
${nav}
<main class="institucional-page">
  <h1>Onde comprar: distribuidores autorizados</h1>
  <p>Profissionais e salões podem comprar pelo nosso e-commerce ou com um distribuidor autorizado da sua região.</p>
  <table class="tabela-distribuidores">
    <thead><tr><th>Distribuidor</th><th>Estados atendidos</th><th>Telefone</th><th>Site</th></tr></thead>
    <tbody>
      <tr><td>Distribuidora Belle Norte</td><td>AM, PA, RR, AP</td><td>(92) 3232-4410</td><td><a href="https://www.bellenorte.com.br" target="_blank">bellenorte.com.br</a></td></tr>
      <tr><td>ProHair Distribuição</td><td>SP, RJ</td><td>(11) 4003-1928</td><td><a href="https://prohairdistribuicao.com.br" target="_blank">prohairdistribuicao.com.br</a></td></tr>
      <tr><td>Sul Cosméticos Profissionais</td><td>RS, SC</td><td>(51) 3019-2277</td><td><a href="https://www.sulcosmeticos.com.br/marcas/raizes" target="_blank">sulcosmeticos.com.br</a></td></tr>
      <tr><td>Nordeste Beauty</td><td>BA, PE, SE, AL</td><td>(71) 99812-3340 (WhatsApp)</td><td>—</td></tr>
    </tbody>
  </table>
  <p>Não encontrou um distribuidor no seu estado? Fale com nosso time comercial pelo WhatsApp.</p>
</main>
${footer}`;

const sobre = `${head('Sobre a Raízes | Raízes Profissional', 'Nossa história, nossos valores e a Raízes na mídia.', '/institucional/sobre')}
${nav}
<main class="institucional-page">
  <h1>Sobre a Raízes</h1>
  <p>Fundada em 2016 pela cabeleireira Ana Lúcia Prado, a Raízes nasceu dentro de um salão na zona oeste de São Paulo. Hoje nossos produtos estão em mais de 3.800 salões em todo o país.</p>
  <h2>Prêmios</h2>
  <ul>
    <li>Prêmio Destaque Beleza Profissional 2023 — categoria tratamento</li>
    <li>Top of Mind Cabeleireiros SP 2022</li>
  </ul>
  <h2>Eventos</h2>
  <p>Patrocinadora oficial da <a href="https://www.feirahairshow.com.br/expositores" target="_blank">Feira Hair Show</a> 2024, no Expo Center Norte.</p>
  <h2>Na mídia</h2>
  <ul>
    <li><a href="https://www.revistacabelosecia.com.br/marcas/raizes-profissional-cachos-amazonia" target="_blank">Revista Cabelos &amp; Cia — "A marca que nasceu no salão"</a></li>
    <li><a href="https://belezaenegocios.com.br/noticias/raizes-expande-distribuicao" target="_blank">Beleza &amp; Negócios — "Raízes chega ao Norte e Nordeste"</a></li>
  </ul>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'raizesprofissional.com.br',
  otherDomains: ['raizesacademy.com.br'],
  covers:
    'Brazilian professional hair-care brand on VTEX: partner salons as cards (one links only to Instagram), distributors in a table (one without site), online reseller and booking-app technology partner in prose; press, ambassadors, trade-fair sponsorship, Reclame Aqui seal, web agency credit, Gupy jobs and payment badges as negatives',
  pages: {
    '/': { redirect: 'https://www.raizesprofissional.com.br/' },
    'https://www.raizesprofissional.com.br/': { headers: hdrs, html: home },
    'https://www.raizesprofissional.com.br/saloes-parceiros': { headers: hdrs, html: saloes },
    'https://www.raizesprofissional.com.br/distribuidores': { headers: hdrs, html: distribuidores },
    'https://www.raizesprofissional.com.br/institucional/sobre': { headers: hdrs, html: sobre },
  },
  technologies: ['cart-functionality', 'google-tag-manager', 'hotjar', 'open-graph', 'rd-station', 'vtex', 'whatsapp-business-chat'],
  partners: {
    'cachosvivos.com.br': 'channel',
    'espacomarilia.com.br': 'channel',
    'fiosdeouroatelier.com.br': 'channel',
    'bellenorte.com.br': 'channel',
    'prohairdistribuicao.com.br': 'channel',
    'sulcosmeticos.com.br': 'channel',
    'belezaemcasa.com.br': 'channel',
    'agendasalao.com.br': 'technology',
  },
};
