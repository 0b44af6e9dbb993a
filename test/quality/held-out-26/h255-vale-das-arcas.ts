import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.58 (Unix)',
  'x-powered-by': 'PHP/8.1.27',
};

function page(title: string, itemid: number, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-pt" dir="ltr">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta charset="utf-8" />
<base href="https://valedasarcas.pt/" />
<meta name="keywords" content="vinho do Douro, vinho do Porto, quinta, enoturismo, Pinhão" />
<meta name="description" content="Quinta do Vale das Arcas – vinhos DOC Douro e vinho do Porto produzidos no Pinhão desde 1891." />
<meta name="generator" content="Joomla! - Open Source Content Management" />
<title>${title} – Quinta do Vale das Arcas</title>
<link href="/templates/arcas/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />
<link href="/media/jui/css/bootstrap.min.css?7a1d8e2f3c" rel="stylesheet" />
<link href="/templates/arcas/css/template.css?7a1d8e2f3c" rel="stylesheet" />
<link href="/components/com_arcasvinhos/assets/css/garrafas.css" rel="stylesheet" />
<script src="/media/jui/js/jquery.min.js?7a1d8e2f3c"></script>
<script src="/media/jui/js/jquery-noconflict.js?7a1d8e2f3c"></script>
<script src="/media/jui/js/jquery-migrate.min.js?7a1d8e2f3c"></script>
<script src="/media/jui/js/bootstrap.min.js?7a1d8e2f3c"></script>
<script src="/templates/arcas/js/template.js?7a1d8e2f3c"></script>
<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();})(window,document,'script','','ga');
  ga('create', 'UA-48211937-1', 'auto');
  ga('set', 'anonymizeIp', true);
  ga('send', 'pageview');
</script>
<script async src="https://www.google-analytics.com/analytics.js"></script>
</head>
<body class="site com_content view-article no-layout no-task itemid-${itemid}">
<div id="idade-legal" class="modal hide fade" role="dialog" aria-hidden="true">
  <div class="modal-body">
    <p>Para entrar neste site tem de ter idade legal para consumir bebidas alcoólicas no seu país de residência.</p>
    <button class="btn btn-primary" data-dismiss="modal">Tenho 18 anos ou mais</button>
    <a class="btn" href="https://www.google.pt/">Sair</a>
  </div>
</div>
<div class="body" id="top">
<div class="container">
<header class="header" role="banner">
  <a class="brand pull-left" href="/"><img src="/images/logotipo-vale-das-arcas.png" alt="Quinta do Vale das Arcas" /></a>
  <div class="header-search pull-right"><ul class="lang-switch"><li class="active">PT</li><li><a href="/en/">EN</a></li></ul></div>
</header>
<nav class="navigation" role="navigation">
  <ul class="nav menu nav-pills mod-list">
    <li class="item-101"><a href="/">Início</a></li>
    <li class="item-102"><a href="/a-quinta">A Quinta</a></li>
    <li class="item-103"><a href="/vinhos">Vinhos</a></li>
    <li class="item-104"><a href="/enoturismo">Enoturismo</a></li>
    <li class="item-105"><a href="/onde-comprar">Onde Comprar</a></li>
    <li class="item-106"><a href="/premios">Prémios</a></li>
    <li class="item-107"><a href="/noticias">Notícias</a></li>
    <li class="item-108"><a href="/contactos">Contactos</a></li>
  </ul>
</nav>
<div class="row-fluid">
<main id="content" role="main" class="span12">
<div class="item-page" itemscope itemtype="https://schema.org/Article">
${body}
</div>
</main>
</div>
</div>
</div>
<footer class="footer" role="contentinfo">
  <div class="container">
    <hr />
    <div class="row-fluid">
      <div class="span4"><p><strong>Quinta do Vale das Arcas, Lda.</strong><br />Estrada Nacional 323, 5085-034 Pinhão, Portugal</p></div>
      <div class="span4">
        <ul class="nav menu">
          <li><a href="/contactos">Contactos</a></li>
          <li><a href="/politica-de-privacidade">Política de Privacidade</a></li>
          <li><a href="https://www.livroreclamacoes.pt/Inicio/">Livro de Reclamações</a></li>
        </ul>
      </div>
      <div class="span4">
        <a href="https://www.facebook.com/quintavaledasarcas">Facebook</a> ·
        <a href="https://www.instagram.com/valedasarcas/">Instagram</a>
      </div>
    </div>
    <p class="aviso">Seja responsável. Beba com moderação.</p>
    <p>&copy; 2024 Quinta do Vale das Arcas</p>
  </div>
</footer>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'valedasarcas.pt',
  covers:
    'Portuguese Douro winery on Joomla 3 with Bootstrap/jQuery and Google Analytics: importers table by country and wine shops on an Onde Comprar page, wine-tourism agents and a partner guesthouse in prose; negatives: age gate, Decanter and other awards, IVDP certification, press, complaints-book link, Google Maps, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Início',
        101,
        `<div class="page-header"><h1 itemprop="headline">Vinhos do Douro desde 1891</h1></div>
<div itemprop="articleBody">
<p>Na margem esquerda do rio Pinhão, a Quinta do Vale das Arcas cultiva 42 hectares de vinha em socalcos, com Touriga Nacional, Touriga Franca, Tinta Roriz e vinhas velhas de mistura.</p>
<div class="row-fluid destaques">
  <div class="span4"><h3><a href="/vinhos">Os nossos vinhos</a></h3><p>DOC Douro tinto e branco, Porto Tawny 10 e 20 anos.</p></div>
  <div class="span4"><h3><a href="/enoturismo">Visite a Quinta</a></h3><p>Provas, piqueniques na vinha e vindimas em setembro.</p></div>
  <div class="span4"><h3><a href="/onde-comprar">Onde comprar</a></h3><p>Em Portugal e em mais de 12 países.</p></div>
</div>
</div>`,
      ),
    },
    '/a-quinta': {
      headers,
      html: page(
        'A Quinta',
        102,
        `<div class="page-header"><h1 itemprop="headline">A Quinta</h1></div>
<div itemprop="articleBody">
<p>Fundada em 1891 por José Maria Arcas Pinto, a quinta está hoje na quinta geração da família. A enóloga Marta Pinto assumiu a adega em 2009.</p>
<p>Toda a uva é vindimada à mão e pisada em lagares de granito.</p>
<p>Os nossos vinhos são certificados pelo <a href="https://www.ivdp.pt/">Instituto dos Vinhos do Douro e do Porto</a> (IVDP).</p>
</div>`,
      ),
    },
    '/vinhos': {
      headers,
      html: page(
        'Vinhos',
        103,
        `<div class="page-header"><h1 itemprop="headline">Vinhos</h1></div>
<div itemprop="articleBody">
<table class="table table-striped garrafas">
  <thead><tr><th>Vinho</th><th>Castas</th><th>Estágio</th></tr></thead>
  <tbody>
    <tr><td>Vale das Arcas Tinto 2021</td><td>Touriga Nacional, Touriga Franca</td><td>12 meses em barrica</td></tr>
    <tr><td>Vale das Arcas Branco 2023</td><td>Rabigato, Viosinho</td><td>Inox</td></tr>
    <tr><td>Vinhas Velhas Tinto 2019</td><td>Mistura de castas</td><td>18 meses em barrica</td></tr>
    <tr><td>Porto Tawny 20 Anos</td><td>Lote</td><td>Cascos de carvalho</td></tr>
  </tbody>
</table>
<p><a href="/onde-comprar">Onde comprar os nossos vinhos</a></p>
</div>`,
      ),
    },
    '/enoturismo': {
      headers,
      html: page(
        'Enoturismo',
        104,
        `<div class="page-header"><h1 itemprop="headline">Enoturismo</h1></div>
<div itemprop="articleBody">
<p>Recebemos visitas de terça a domingo, com marcação prévia. A prova clássica inclui visita aos lagares e prova de quatro vinhos.</p>
<h2>Reserve através dos nossos parceiros</h2>
<p>Além da reserva direta, as nossas visitas podem ser reservadas através dos operadores turísticos parceiros <a href="https://www.douroalmatours.pt/">Douro Alma Tours</a>, que organiza transfers desde o Porto, e <a href="https://rabelo-experiences.com/pt/">Rabelo Experiences</a>, que combina a visita com um passeio de barco rabelo.</p>
<h2>Onde ficar</h2>
<p>Recomendamos o nosso alojamento parceiro, a Casa do Rio Pinhão (<a href="https://casadoriopinhao.pt/">casadoriopinhao.pt</a>), a 5 minutos da quinta, com desconto para os nossos visitantes.</p>
<p>Marcações: <a href="mailto:visitas@valedasarcas.pt">visitas@valedasarcas.pt</a> · +351 254 730 118</p>
</div>`,
      ),
    },
    '/onde-comprar': {
      headers,
      html: page(
        'Onde Comprar',
        105,
        `<div class="page-header"><h1 itemprop="headline">Onde Comprar</h1></div>
<div itemprop="articleBody">
<h2>Em Portugal</h2>
<ul>
  <li>Garrafeira do Chiado, Lisboa – <a href="https://www.garrafeiradochiado.pt/">garrafeiradochiado.pt</a></li>
  <li>Loja online Vinhos do Porto Online – <a href="https://vinhosdoporto-online.pt/produtores/vale-das-arcas">vinhosdoporto-online.pt</a></li>
  <li>Loja da Quinta, no Pinhão (aberta durante as visitas)</li>
</ul>
<h2>Distribuidores internacionais</h2>
<table class="table table-bordered distribuidores">
  <thead><tr><th>País</th><th>Distribuidor</th><th>Contacto</th></tr></thead>
  <tbody>
    <tr><td>Brasil</td><td>Adega Lusitana Importadora</td><td><a href="https://www.adegalusitana.com.br/">www.adegalusitana.com.br</a></td></tr>
    <tr><td>Reino Unido</td><td>Douro Wines UK</td><td><a href="https://dourowines.co.uk/">dourowines.co.uk</a></td></tr>
    <tr><td>Alemanha</td><td>Weinhandel Atlântico</td><td><a href="https://www.weinhandel-atlantico.de/">weinhandel-atlantico.de</a></td></tr>
    <tr><td>Estados Unidos</td><td>Atlantic Cellars Imports</td><td><a href="https://atlanticcellars.com/portfolio/">atlanticcellars.com</a></td></tr>
    <tr><td>Suíça</td><td>Em breve</td><td>–</td></tr>
  </tbody>
</table>
<p>É importador e quer distribuir os nossos vinhos? Escreva para <a href="mailto:export@valedasarcas.pt">export@valedasarcas.pt</a>.</p>
</div>`,
      ),
    },
    '/premios': {
      headers,
      html: page(
        'Prémios',
        106,
        `<div class="page-header"><h1 itemprop="headline">Prémios</h1></div>
<div itemprop="articleBody">
<ul class="premios">
  <li>Vinhas Velhas Tinto 2019 – Medalha de Ouro, <a href="https://awards.decanter.com/DWWA/2023/wines/vale-das-arcas">Decanter World Wine Awards</a> 2023</li>
  <li>Porto Tawny 20 Anos – 95 pontos, Wine Enthusiast</li>
  <li>Vale das Arcas Branco 2022 – Medalha de Prata, Concurso de Vinhos do Douro</li>
</ul>
</div>`,
      ),
    },
    '/noticias': {
      headers,
      html: page(
        'Notícias',
        107,
        `<div class="page-header"><h1 itemprop="headline">Notícias</h1></div>
<div class="blog" itemprop="articleBody">
<div class="items-row"><h2><a href="/noticias/vindima-2024">Vindima 2024: um ano de grande qualidade</a></h2></div>
<div class="items-row"><h2>Na imprensa</h2><p>«Uma quinta familiar que resiste ao tempo» – <a href="https://www.publico.pt/2023/09/30/fugas/reportagem/quintas-familiares-douro-2064114">Público / Fugas</a></p></div>
</div>`,
      ),
    },
    '/contactos': {
      headers,
      html: page(
        'Contactos',
        108,
        `<div class="page-header"><h1 itemprop="headline">Contactos</h1></div>
<div itemprop="articleBody">
<p>Quinta do Vale das Arcas, Estrada Nacional 323, 5085-034 Pinhão</p>
<p>Telefone: +351 254 730 118 · Email: <a href="mailto:geral@valedasarcas.pt">geral@valedasarcas.pt</a></p>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3004.1!2d-7.546!3d41.19" width="600" height="350" style="border:0;" loading="lazy"></iframe>
</div>`,
      ),
    },
  },
  technologies: ['joomla', 'php', 'jquery', 'jquery-migrate', 'bootstrap', 'google-analytics', 'apache-http-server'],
  partners: {
    'douroalmatours.pt': 'channel',
    'rabelo-experiences.com': 'channel',
    'casadoriopinhao.pt': 'generic',
    'garrafeiradochiado.pt': 'channel',
    'vinhosdoporto-online.pt': 'channel',
    'adegalusitana.com.br': 'channel',
    'dourowines.co.uk': 'channel',
    'weinhandel-atlantico.de': 'channel',
    'atlanticcellars.com': 'channel',
  },
};
