import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string, extra = ''): string => `<!doctype html>
<html lang="pt-PT" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22pt-PT%22%7D%7D">
<head>
<title>${title}</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
<meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://escolaribeirinha.pt/img/og-escola-ribeirinha.jpg">
<meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://escolaribeirinha.pt${path}">
<link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico">
<link data-n-head="ssr" rel="canonical" href="https://escolaribeirinha.pt${path}">
<script data-n-head="ssr" data-hid="gtag" src="https://www.googletagmanager.com/gtag/js?id=G-PT83KD2N1R" async></script>
${extra}
<link rel="preload" href="/_nuxt/3f8a1c2.js" as="script"><link rel="preload" href="/_nuxt/b71e9d0.js" as="script"><link rel="preload" href="/_nuxt/app.4c2e8f1.css" as="style"><link rel="preload" href="/_nuxt/9a0d3e5.js" as="script">
<link rel="stylesheet" href="/_nuxt/app.4c2e8f1.css">
</head>`;

const nav = `<header data-v-5c1e2b7a class="site-header">
  <a data-v-5c1e2b7a href="/" class="nuxt-link-active logo"><img data-v-5c1e2b7a src="/img/logo-ribeirinha.svg" alt="Escola de Condução Ribeirinha" width="190" height="56"></a>
  <nav data-v-5c1e2b7a aria-label="Menu">
    <a data-v-5c1e2b7a href="/cursos">Cursos e preços</a>
    <a data-v-5c1e2b7a href="/parceiros">Parceiros</a>
    <a data-v-5c1e2b7a href="/blog">Dicas</a>
    <a data-v-5c1e2b7a href="/contactos">Contactos</a>
    <a data-v-5c1e2b7a href="/inscricao" class="btn">Inscreve-te</a>
  </nav>
</header>`;

const footer = `<footer data-v-8e3d1f0c class="site-footer">
  <div data-v-8e3d1f0c class="footer-partners">
    <p data-v-8e3d1f0c class="footer-title">Parceiros</p>
    <ul data-v-8e3d1f0c>
      <li data-v-8e3d1f0c><a data-v-8e3d1f0c href="https://www.autotejo.pt/" target="_blank" rel="noopener"><img data-v-8e3d1f0c src="/img/parceiros/auto-tejo.png" alt="Auto Tejo"></a></li>
      <li data-v-8e3d1f0c><a data-v-8e3d1f0c href="https://clinicaavenida.pt/exames-condutores" target="_blank" rel="noopener"><img data-v-8e3d1f0c src="/img/parceiros/clinica-avenida.png" alt="Clínica Médica Avenida"></a></li>
      <li data-v-8e3d1f0c><a data-v-8e3d1f0c href="https://www.codigoonline.pt/" target="_blank" rel="noopener"><img data-v-8e3d1f0c src="/img/parceiros/codigo-online.png" alt="CódigoOnline"></a></li>
    </ul>
  </div>
  <div data-v-8e3d1f0c class="footer-info">
    <p data-v-8e3d1f0c>Escola de Condução Ribeirinha, Lda. &middot; Rua Direita 112, 2870-351 Montijo &middot; 212 315 840</p>
    <p data-v-8e3d1f0c>Escola licenciada pelo <a data-v-8e3d1f0c href="https://www.imt-ip.pt/" target="_blank" rel="noopener">IMT</a> (alvará n.º 1427) &middot; Associada da <a data-v-8e3d1f0c href="https://www.anieca.pt/" target="_blank" rel="noopener">ANIECA</a></p>
    <p data-v-8e3d1f0c><a data-v-8e3d1f0c href="/privacidade">Política de privacidade</a> &middot; <a data-v-8e3d1f0c href="/termos">Termos e condições</a> &middot; <a data-v-8e3d1f0c href="/recrutamento">Recrutamento</a> &middot; <a data-v-8e3d1f0c href="https://www.livroreclamacoes.pt/Inicio/" target="_blank" rel="noopener">Livro de Reclamações</a></p>
    <p data-v-8e3d1f0c><a data-v-8e3d1f0c href="https://www.facebook.com/escolaribeirinha" target="_blank" rel="noopener">Facebook</a> &middot; <a data-v-8e3d1f0c href="https://www.instagram.com/escola.ribeirinha/" target="_blank" rel="noopener">Instagram</a> &middot; <a data-v-8e3d1f0c href="https://play.google.com/store/apps/details?id=pt.escolaribeirinha.codigo" target="_blank" rel="noopener">App de código (Android)</a></p>
    <p data-v-8e3d1f0c class="pagamentos"><img data-v-8e3d1f0c src="/img/pagamentos/mbway.svg" alt="MB WAY"> <img data-v-8e3d1f0c src="/img/pagamentos/multibanco.svg" alt="Multibanco"> <img data-v-8e3d1f0c src="/img/pagamentos/visa.svg" alt="Visa"></p>
  </div>
</footer>
<div data-v-1b7f4c9e class="cookie-consent" role="dialog">
  <p data-v-1b7f4c9e>Usamos cookies para estatísticas de visitas. <a data-v-1b7f4c9e href="/privacidade">Saber mais</a></p>
  <button data-v-1b7f4c9e type="button">Aceitar</button> <button data-v-1b7f4c9e type="button">Recusar</button>
</div>`;

const tail = (
  state: string,
): string => `<script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[${state}],fetch:{},error:b,state:{cookiesAccepted:c,locale:"pt"},serverRendered:a,routePath:"",config:{gaId:"G-PT83KD2N1R",_app:{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F",cdnURL:b}}}}(true,null,false));</script><script src="/_nuxt/3f8a1c2.js" defer></script><script src="/_nuxt/9a0d3e5.js" defer></script><script src="/_nuxt/b71e9d0.js" defer></script><script src="/_nuxt/c2f5a8e.js" defer></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date);gtag("config","G-PT83KD2N1R",{anonymize_ip:true});</script>
</body>
</html>`;

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'nginx/1.24.0' };

const jsonLd = `<script data-n-head="ssr" type="application/ld+json">{"@context":"https://schema.org","@type":"DrivingSchool","name":"Escola de Condução Ribeirinha","url":"https://escolaribeirinha.pt","telephone":"+351212315840","address":{"@type":"PostalAddress","streetAddress":"Rua Direita 112","postalCode":"2870-351","addressLocality":"Montijo","addressCountry":"PT"},"openingHours":"Mo-Fr 09:00-20:00 Sa 09:00-13:00","sameAs":["https://www.facebook.com/escolaribeirinha","https://www.instagram.com/escola.ribeirinha/"]}</script>`;

export const site: CorpusSite = {
  domain: 'escolaribeirinha.pt',
  covers:
    'Portuguese Nuxt driving school: linked partner logos in the footer of every page plus a partners page with cards by kind (fleet dealer, medical clinic, insurer, e-learning technology partner, authorised enrolment agents as channel); negatives: IMT regulator, ANIECA association, complaints book, club sponsorship, Google Play app, job board, payment badges, JSON-LD sameAs',
  pages: {
    '/': {
      headers,
      html: `${head('Escola de Condução Ribeirinha | Carta de condução no Montijo', 'Tira a carta de ligeiros, motociclos e pesados no Montijo. Aulas de código online e presenciais, exames marcados rapidamente.', '/', jsonLd)}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2a183b29 class="page page-home">
${nav}
<main data-v-2a183b29>
  <section data-v-2a183b29 class="hero">
    <h1 data-v-2a183b29>Tira a carta connosco, à beira-rio</h1>
    <p data-v-2a183b29>Há 35 anos a formar condutores no Montijo e em Alcochete. Taxa de aprovação no exame de condução de 82% em 2023.</p>
    <a data-v-2a183b29 href="/inscricao" class="btn">Inscreve-te já</a>
  </section>
  <section data-v-2a183b29 class="testemunhos">
    <h2 data-v-2a183b29>O que dizem os nossos alunos</h2>
    <blockquote data-v-2a183b29>«Passei à primeira no código e na condução! O instrutor Rui tem uma paciência infinita.» &mdash; Beatriz, 18 anos</blockquote>
    <blockquote data-v-2a183b29>«Aulas de código online muito práticas, estudava no comboio.» &mdash; Tiago M.</blockquote>
  </section>
  <section data-v-2a183b29 class="comunidade">
    <p data-v-2a183b29>Orgulhosos patrocinadores da equipa de futebol juvenil do <a data-v-2a183b29 href="https://www.cdribeirinha.pt/" target="_blank" rel="noopener">Clube Desportivo Ribeirinha</a>.</p>
  </section>
</main>
${footer}
</div></div></div>
${tail('{}')}`,
    },
    '/cursos': {
      headers,
      html: `${head('Cursos e preços | Escola de Condução Ribeirinha', 'Preços da carta de ligeiros (B), motociclos (A1, A2, A), reboques e pesados.', '/cursos')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-7d4e0a12 class="page page-cursos">
${nav}
<main data-v-7d4e0a12>
  <h1 data-v-7d4e0a12>Cursos e preços</h1>
  <table data-v-7d4e0a12 class="precos">
    <thead data-v-7d4e0a12><tr data-v-7d4e0a12><th data-v-7d4e0a12>Categoria</th><th data-v-7d4e0a12>Inclui</th><th data-v-7d4e0a12>Preço</th></tr></thead>
    <tbody data-v-7d4e0a12>
      <tr data-v-7d4e0a12><td data-v-7d4e0a12>B &ndash; Ligeiros</td><td data-v-7d4e0a12>Código online + 32 aulas práticas</td><td data-v-7d4e0a12>690 &euro;</td></tr>
      <tr data-v-7d4e0a12><td data-v-7d4e0a12>A2 &ndash; Motociclos</td><td data-v-7d4e0a12>12 aulas práticas</td><td data-v-7d4e0a12>450 &euro;</td></tr>
      <tr data-v-7d4e0a12><td data-v-7d4e0a12>B+E &ndash; Reboques</td><td data-v-7d4e0a12>10 aulas práticas</td><td data-v-7d4e0a12>380 &euro;</td></tr>
    </tbody>
  </table>
  <p data-v-7d4e0a12>O exame médico pode ser feito na nossa clínica parceira; as aulas de código são dadas na plataforma <a data-v-7d4e0a12 href="https://www.codigoonline.pt/" target="_blank" rel="noopener">CódigoOnline</a>.</p>
</main>
${footer}
</div></div></div>
${tail('{courses:["B","A2","BE"]}')}`,
    },
    '/parceiros': {
      headers,
      html: `${head('Parceiros | Escola de Condução Ribeirinha', 'As empresas que trabalham connosco para te pôr a conduzir.', '/parceiros')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-3e9b6c41 class="page page-parceiros">
${nav}
<main data-v-3e9b6c41>
  <h1 data-v-3e9b6c41>Os nossos parceiros</h1>
  <p data-v-3e9b6c41>Da viatura ao exame médico, trabalhamos com parceiros locais para que tudo seja mais simples para ti.</p>
  <div data-v-3e9b6c41 class="cards">
    <article data-v-3e9b6c41 class="card">
      <img data-v-3e9b6c41 src="/img/parceiros/auto-tejo.png" alt="Auto Tejo">
      <h2 data-v-3e9b6c41>Auto Tejo</h2>
      <p data-v-3e9b6c41>Concessionário parceiro que fornece e mantém toda a nossa frota de viaturas de aprendizagem.</p>
      <a data-v-3e9b6c41 href="https://www.autotejo.pt/" target="_blank" rel="noopener">Visitar website</a>
    </article>
    <article data-v-3e9b6c41 class="card">
      <img data-v-3e9b6c41 src="/img/parceiros/clinica-avenida.png" alt="Clínica Médica Avenida">
      <h2 data-v-3e9b6c41>Clínica Médica Avenida</h2>
      <p data-v-3e9b6c41>Atestado médico para a carta de condução com desconto para alunos da Ribeirinha.</p>
      <a data-v-3e9b6c41 href="https://clinicaavenida.pt/exames-condutores" target="_blank" rel="noopener">Visitar website</a>
    </article>
    <article data-v-3e9b6c41 class="card">
      <img data-v-3e9b6c41 src="/img/parceiros/segurauto.png" alt="Segurauto">
      <h2 data-v-3e9b6c41>Segurauto</h2>
      <p data-v-3e9b6c41>Seguradora parceira: 20% de desconto no primeiro seguro automóvel dos nossos alunos.</p>
      <a data-v-3e9b6c41 href="https://www.segurauto.pt/jovens-condutores" target="_blank" rel="noopener">Visitar website</a>
    </article>
  </div>
  <h2 data-v-3e9b6c41>Parceiro tecnológico</h2>
  <p data-v-3e9b6c41>As aulas de código, os testes de exame e a marcação das aulas práticas funcionam na plataforma de e-learning <a data-v-3e9b6c41 href="https://www.codigoonline.pt/" target="_blank" rel="noopener">CódigoOnline</a>, nossa parceira tecnológica desde 2020.</p>
  <h2 data-v-3e9b6c41>Agentes autorizados de inscrição</h2>
  <p data-v-3e9b6c41>Também podes fazer a tua inscrição e pagar o curso nos nossos agentes autorizados em Alcochete e no Pinhal Novo:</p>
  <ul data-v-3e9b6c41>
    <li data-v-3e9b6c41><a data-v-3e9b6c41 href="https://tintafresca.pt/" target="_blank" rel="noopener">Papelaria Tinta Fresca</a> &ndash; Alcochete</li>
    <li data-v-3e9b6c41><a data-v-3e9b6c41 href="https://www.espacojovem-pinhalnovo.pt/" target="_blank" rel="noopener">Espaço Jovem Pinhal Novo</a> &ndash; Pinhal Novo</li>
  </ul>
</main>
${footer}
</div></div></div>
${tail('{partners:[{name:"Auto Tejo",kind:"frota"},{name:"Clínica Médica Avenida",kind:"saude"},{name:"Segurauto",kind:"seguros"},{name:"CódigoOnline",kind:"tecnologia"}]}')}`,
    },
    '/contactos': {
      headers,
      html: `${head('Contactos | Escola de Condução Ribeirinha', 'Morada, horário e contactos da escola de condução no Montijo.', '/contactos')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-6f0a2d83 class="page page-contactos">
${nav}
<main data-v-6f0a2d83>
  <h1 data-v-6f0a2d83>Contactos</h1>
  <p data-v-6f0a2d83>Rua Direita 112, 2870-351 Montijo &middot; Segunda a sexta 9h&ndash;20h, sábado 9h&ndash;13h</p>
  <p data-v-6f0a2d83>Telefone <a data-v-6f0a2d83 href="tel:+351212315840">212 315 840</a> &middot; <a data-v-6f0a2d83 href="mailto:geral@escolaribeirinha.pt">geral@escolaribeirinha.pt</a></p>
  <p data-v-6f0a2d83>Procuramos instrutor(a) de condução de categoria B: vê o anúncio no <a data-v-6f0a2d83 href="https://www.net-empregos.com/11482937/instrutor-de-conducao-montijo/" target="_blank" rel="noopener">Net-Empregos</a>.</p>
  <form data-v-6f0a2d83 class="contact-form"><label data-v-6f0a2d83>Nome <input data-v-6f0a2d83 type="text" name="nome"></label><label data-v-6f0a2d83>Email <input data-v-6f0a2d83 type="email" name="email"></label><label data-v-6f0a2d83>Mensagem <textarea data-v-6f0a2d83 name="mensagem"></textarea></label><button data-v-6f0a2d83 type="submit">Enviar</button></form>
</main>
${footer}
</div></div></div>
${tail('{}')}`,
    },
  },
  sitemap: ['/', '/cursos', '/parceiros', '/contactos'],
  technologies: ['nuxt-js', 'vue-js', 'google-analytics', 'google-tag-manager', 'nginx', 'open-graph'],
  partners: {
    'autotejo.pt': 'generic',
    'clinicaavenida.pt': 'generic',
    'segurauto.pt': 'generic',
    'codigoonline.pt': 'technology',
    'tintafresca.pt': 'channel',
    'espacojovem-pinhalnovo.pt': 'channel',
  },
};
