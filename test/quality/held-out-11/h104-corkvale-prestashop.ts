import type { CorpusSite } from '../corpus/types.js';

const B = 'https://www.corkvale.pt';

const page = (id: string, title: string, content: string) => `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="Pavimentos, revestimentos de parede e isolamento em cortiça portuguesa. Fabrico próprio em Santa Maria da Feira.">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/vnd.microsoft.icon" href="${B}/img/favicon.ico?1702387745">
    <link rel="stylesheet" href="${B}/themes/corkvale/assets/css/theme.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_facetedsearch/views/dist/front.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/themes/corkvale/assets/css/custom.css" type="text/css" media="all">
    <script type="text/javascript">
        var prestashop = {"cart":{"products":[],"totals":{"total":{"type":"total","label":"Total","amount":0,"value":"0,00\\u00a0\\u20ac"}},"products_count":0},"currency":{"id":1,"name":"Euro","iso_code":"EUR","sign":"\\u20ac"},"language":{"name":"Portugu\\u00eas PT (Portuguese)","iso_code":"pt","locale":"pt-PT"},"page":{"page_name":"${id}"},"shop":{"name":"Corkvale","logo":"\\/img\\/logo-1702387745.svg"},"static_token":"8c1e0f9a2b3d4c5e6f7a8b9c0d1e2f3a","urls":{"base_url":"https:\\/\\/www.corkvale.pt\\/","pages":{"cart":"https:\\/\\/www.corkvale.pt\\/carrinho","order":"https:\\/\\/www.corkvale.pt\\/encomenda"}}};
        var psemailsubscription_subscription = "https:\\/\\/www.corkvale.pt\\/module\\/ps_emailsubscription\\/subscription";
    </script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-4PTC0RK9VL"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-4PTC0RK9VL', {'debug_mode':false});
    </script>
  </head>
  <body id="${id}" class="lang-pt country-pt currency-eur layout-full-width page-${id} tax-display-enabled">
    <main>
      <header id="header">
        <nav class="header-nav">
          <div class="container">
            <div class="hidden-sm-down">
              <div id="_desktop_contact_link"><div id="contact-link"><a href="${B}/contacte-nos">Contacte-nos</a></div></div>
              <div id="_desktop_language_selector"><div class="language-selector-wrapper"><ul class="dropdown-menu"><li class="current"><a href="${B}/pt/" class="dropdown-item">Português</a></li><li><a href="${B}/en/" class="dropdown-item">English</a></li></ul></div></div>
              <div id="_desktop_user_info"><div class="user-info"><a href="${B}/a-minha-conta" title="Iniciar sessão na sua conta de cliente" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-sm-down">Iniciar sessão</span></a></div></div>
              <div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//www.corkvale.pt/module/ps_shoppingcart/ajax"><div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class="hidden-sm-down">Carrinho</span><span class="cart-products-count">(0)</span></div></div></div>
            </div>
          </div>
        </nav>
        <div class="header-top">
          <div class="container">
            <div id="_desktop_logo"><a href="${B}/"><img class="logo img-fluid" src="${B}/img/logo-1702387745.svg" alt="Corkvale" width="180" height="48"></a></div>
            <div class="header-top-right">
              <div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
                <ul class="top-menu" id="top-menu" data-depth="0">
                  <li class="category" id="category-12"><a class="dropdown-item" href="${B}/12-pavimentos" data-depth="0">Pavimentos</a></li>
                  <li class="category" id="category-13"><a class="dropdown-item" href="${B}/13-revestimentos-de-parede" data-depth="0">Revestimentos de parede</a></li>
                  <li class="category" id="category-14"><a class="dropdown-item" href="${B}/14-isolamento" data-depth="0">Isolamento</a></li>
                  <li class="cms-page" id="cms-page-8"><a class="dropdown-item" href="${B}/content/8-onde-comprar" data-depth="0">Onde comprar</a></li>
                  <li class="cms-page" id="cms-page-11"><a class="dropdown-item" href="${B}/content/11-obras-de-referencia" data-depth="0">Obras de referência</a></li>
                  <li class="cms-page" id="cms-page-4"><a class="dropdown-item" href="${B}/content/4-sobre-nos" data-depth="0">Sobre nós</a></li>
                </ul>
              </div>
              <div id="search_widget" class="search-widgets" data-search-controller-url="//www.corkvale.pt/pesquisa"><form method="get" action="//www.corkvale.pt/pesquisa"><input type="hidden" name="controller" value="search"><input type="text" name="s" value="" placeholder="Pesquisar no catálogo" aria-label="Pesquisar"></form></div>
            </div>
          </div>
        </div>
      </header>
      <section id="wrapper">
        <div class="container">
          <div id="content-wrapper">
${content}
          </div>
        </div>
      </section>
      <footer id="footer">
        <div class="footer-container">
          <div class="container">
            <div class="row">
              <div class="col-md-3 links">
                <p class="h3">A empresa</p>
                <ul id="footer_sub_menu_1">
                  <li><a class="cms-page-link" href="${B}/content/4-sobre-nos">Sobre nós</a></li>
                  <li><a class="cms-page-link" href="${B}/content/9-distribuidores-internacionais">Distribuidores internacionais</a></li>
                  <li><a class="cms-page-link" href="${B}/content/3-termos-e-condicoes">Termos e condições</a></li>
                  <li><a class="cms-page-link" href="${B}/content/2-politica-de-privacidade">Política de privacidade</a></li>
                </ul>
              </div>
              <div class="col-md-3 links">
                <p class="h3">Apoio ao cliente</p>
                <ul>
                  <li><a href="${B}/contacte-nos">Contactos</a></li>
                  <li><a href="${B}/content/1-entregas">Envios e entregas</a></li>
                  <li><a href="https://www.livroreclamacoes.pt/Inicio/" target="_blank" rel="noopener">Livro de Reclamações Eletrónico</a></li>
                  <li><a href="https://www.consumidor.gov.pt/" target="_blank" rel="noopener">Resolução Alternativa de Litígios</a></li>
                </ul>
              </div>
              <div class="col-md-3 block-contact">
                <p class="h3">Corkvale &ndash; Revestimentos de Cortiça, Lda.</p>
                <p>Rua da Corticeira, 210<br>4535-011 Lourosa, Santa Maria da Feira<br>Portugal<br>Tel.: +351 227 440 310 (chamada para rede fixa nacional)<br><a href="mailto:geral@corkvale.pt">geral@corkvale.pt</a></p>
              </div>
              <div class="col-md-3 block-social">
                <ul>
                  <li class="facebook"><a href="https://www.facebook.com/corkvale" target="_blank" rel="noopener">Facebook</a></li>
                  <li class="instagram"><a href="https://www.instagram.com/corkvale.pt" target="_blank" rel="noopener">Instagram</a></li>
                  <li class="pinterest"><a href="https://www.pinterest.pt/corkvale" target="_blank" rel="noopener">Pinterest</a></li>
                </ul>
                <p class="pagamentos"><img src="${B}/themes/corkvale/assets/img/pagamentos/mbway.svg" alt="MB WAY"> <img src="${B}/themes/corkvale/assets/img/pagamentos/multibanco.svg" alt="Multibanco"> <img src="${B}/themes/corkvale/assets/img/pagamentos/visa.svg" alt="Visa"></p>
              </div>
            </div>
            <div class="row"><p class="text-sm-center">&copy; 2024 Corkvale. Todos os direitos reservados.</p></div>
          </div>
        </div>
      </footer>
    </main>
    <script type="text/javascript" src="${B}/themes/core.js"></script>
    <script type="text/javascript" src="${B}/themes/corkvale/assets/js/theme.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_emailsubscription/views/js/ps_emailsubscription.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_searchbar/ps_searchbar.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_shoppingcart/ps_shoppingcart.js"></script>
  </body>
</html>`;

const revendedor = (nome: string, morada: string, contacto: string) =>
  `<li class="revendedor"><strong>${nome}</strong><br>${morada}<br>${contacto}</li>`;

export const site: CorpusSite = {
  domain: 'corkvale.pt',
  covers:
    'European-Portuguese cork flooring maker on PrestaShop 8 (nginx, gtag): resellers grouped by district in an accordion (linked, domain in text, phone only) with certified installers, and an international distributor table reachable from the footer; traps are EU co-funding logos (Portugal 2020 / Compete 2020), the legally required Livro de Reclamações and dispute-resolution links, the cork association and FSC, hotel and municipal reference projects, payment logos and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.corkvale.pt/' },
    'https://www.corkvale.pt/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'nginx',
        'x-powered-by': 'PHP/8.1.27',
        'set-cookie':
          'PrestaShop-8b3f5e1a7c9d2e4f6a8b0c1d3e5f7a9b=def50200a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8; expires=Tue, 18-Jun-2024 10:12:44 GMT; Max-Age=1727999; path=/; domain=www.corkvale.pt; secure; HttpOnly; SameSite=Lax',
        'strict-transport-security': 'max-age=31536000',
      },
      html: page(
        'index',
        'Corkvale | Pavimentos e revestimentos em cortiça',
        `<div id="content" class="page-home">
  <section class="homeslider"><img src="${B}/modules/ps_imageslider/images/slide-sala-cortica.jpg" alt="Sala com pavimento de cortiça natural"><div class="caption"><h2>A cortiça que pisa todos os dias</h2><p>Quente, silenciosa e 100% natural. Fabricada em Santa Maria da Feira desde 1974.</p></div></section>
  <section class="featured-products clearfix">
    <h2 class="h2 products-section-title">Mais vendidos</h2>
    <div class="products row">
      <article class="product-miniature js-product-miniature" data-id-product="21"><a href="${B}/pavimentos/21-pavimento-cortica-natural-10mm.html" class="thumbnail product-thumbnail"><img src="${B}/58-home_default/pavimento-cortica-natural-10mm.jpg" alt="Pavimento de cortiça natural 10 mm"></a><h3 class="product-title"><a href="${B}/pavimentos/21-pavimento-cortica-natural-10mm.html">Pavimento de cortiça natural 10 mm</a></h3><div class="product-price-and-shipping"><span class="price">34,90&nbsp;€</span> / m²</div></article>
      <article class="product-miniature js-product-miniature" data-id-product="27"><a href="${B}/revestimentos-de-parede/27-painel-3d-onda.html" class="thumbnail product-thumbnail"><img src="${B}/66-home_default/painel-3d-onda.jpg" alt="Painel de parede 3D Onda"></a><h3 class="product-title"><a href="${B}/revestimentos-de-parede/27-painel-3d-onda.html">Painel de parede 3D Onda</a></h3><div class="product-price-and-shipping"><span class="price">41,50&nbsp;€</span> / m²</div></article>
    </div>
  </section>
  <section class="custom-text"><h2>Ver e tocar antes de comprar</h2><p>Os nossos pavimentos estão expostos em revendedores de norte a sul do país. <a href="${B}/content/8-onde-comprar">Encontre o revendedor mais próximo</a>.</p></section>
</div>`,
      ),
    },
    'https://www.corkvale.pt/content/8-onde-comprar': {
      html: page(
        'cms',
        'Onde comprar',
        `<section id="main">
  <header class="page-header"><h1>Onde comprar</h1></header>
  <section id="content" class="page-content page-cms page-cms-8">
    <p>Além da loja online, pode ver, tocar e comprar os produtos Corkvale nos seguintes revendedores autorizados. Clique no distrito para ver os pontos de venda.</p>
    <div class="accordion" id="revendedores">
      <div class="card">
        <div class="card-header" id="h-lisboa"><button class="btn btn-link" type="button" data-toggle="collapse" data-target="#c-lisboa" aria-expanded="true">Lisboa e Setúbal</button></div>
        <div id="c-lisboa" class="collapse show" aria-labelledby="h-lisboa" data-parent="#revendedores"><ul>
          ${revendedor('Casa da Cortiça Lisboa', 'Rua de São Bento, 312, 1200-822 Lisboa', '<a href="https://www.casadacortica-lisboa.pt/" target="_blank" rel="noopener">www.casadacortica-lisboa.pt</a>')}
          ${revendedor('Pavimentos Tejo, Lda.', 'Av. Luísa Todi, 77, 2900-461 Setúbal', 'Tel.: 265 520 418')}
        </ul></div>
      </div>
      <div class="card">
        <div class="card-header" id="h-porto"><button class="btn btn-link collapsed" type="button" data-toggle="collapse" data-target="#c-porto" aria-expanded="false">Porto e Aveiro</button></div>
        <div id="c-porto" class="collapse" aria-labelledby="h-porto" data-parent="#revendedores"><ul>
          ${revendedor('Madeiras &amp; Pavimentos Douro', 'Rua de Costa Cabral, 1450, 4200-224 Porto', '<a href="https://pavimentosdouro.pt/" target="_blank" rel="noopener">Visitar site</a>')}
        </ul></div>
      </div>
      <div class="card">
        <div class="card-header" id="h-minho"><button class="btn btn-link collapsed" type="button" data-toggle="collapse" data-target="#c-minho" aria-expanded="false">Braga e Viana do Castelo</button></div>
        <div id="c-minho" class="collapse" aria-labelledby="h-minho" data-parent="#revendedores"><ul>
          ${revendedor('Minho Decor', 'Avenida da Liberdade, 588, 4710-251 Braga', 'Tel.: 253 611 902 &middot; www.minhodecor.pt')}
        </ul></div>
      </div>
      <div class="card">
        <div class="card-header" id="h-centro"><button class="btn btn-link collapsed" type="button" data-toggle="collapse" data-target="#c-centro" aria-expanded="false">Coimbra e Leiria</button></div>
        <div id="c-centro" class="collapse" aria-labelledby="h-centro" data-parent="#revendedores"><ul>
          ${revendedor('Revestir Centro', 'Rua do Brasil, 101, 3030-175 Coimbra', '<a href="http://www.revestircentro.pt" target="_blank" rel="noopener">www.revestircentro.pt</a>')}
        </ul></div>
      </div>
      <div class="card">
        <div class="card-header" id="h-sul"><button class="btn btn-link collapsed" type="button" data-toggle="collapse" data-target="#c-sul" aria-expanded="false">Algarve e Regiões Autónomas</button></div>
        <div id="c-sul" class="collapse" aria-labelledby="h-sul" data-parent="#revendedores"><ul>
          ${revendedor('Algarve Interiores', 'EN125, Sítio das Figuras, 8005-146 Faro', '<a href="https://algarveinteriores.com/pt/" target="_blank" rel="noopener">algarveinteriores.com</a>')}
          ${revendedor('Funchal Obras e Decoração', 'Rua do Carmo, 40, 9050-019 Funchal', '<a href="https://www.funchaldecor.pt/" target="_blank" rel="noopener">funchaldecor.pt</a>')}
        </ul></div>
      </div>
    </div>
    <h2>Aplicadores certificados</h2>
    <p>Para a colocação recomendamos aplicadores formados pela Corkvale, que garantem a instalação segundo as nossas especificações técnicas:</p>
    <ul>
      <li><a href="https://aplicork.pt/" target="_blank" rel="noopener">Aplicork &ndash; Aplicação de Pavimentos</a> (todo o país)</li>
      <li>José Ribeiro &amp; Filhos (Viseu) &ndash; 232 418 300</li>
    </ul>
    <p>Procura um distribuidor fora de Portugal? Consulte a lista de <a href="${B}/content/9-distribuidores-internacionais">distribuidores internacionais</a>.</p>
  </section>
</section>`,
      ),
    },
    'https://www.corkvale.pt/content/9-distribuidores-internacionais': {
      html: page(
        'cms',
        'Distribuidores internacionais',
        `<section id="main">
  <header class="page-header"><h1>Distribuidores internacionais</h1></header>
  <section id="content" class="page-content page-cms page-cms-9">
    <p>A Corkvale exporta para mais de 30 países. Os nossos distribuidores exclusivos garantem stock local, apoio técnico e venda a profissionais.</p>
    <table class="table table-striped table-bordered">
      <thead><tr><th>País</th><th>Distribuidor</th><th>Cidade</th><th>Website</th></tr></thead>
      <tbody>
        <tr><td>Espanha</td><td>Corcho Natural Ibérica S.L.</td><td>Sevilha</td><td><a href="https://www.corchonatural.es/" target="_blank" rel="noopener">corchonatural.es</a></td></tr>
        <tr><td>França</td><td>Liège &amp; Sols SARL</td><td>Bordéus</td><td><a href="https://liege-sols.fr/" target="_blank" rel="noopener">liege-sols.fr</a></td></tr>
        <tr><td>Alemanha e Áustria</td><td>Korkwelt Handels GmbH</td><td>Colónia</td><td><a href="https://www.korkwelt.de/" target="_blank" rel="noopener">korkwelt.de</a></td></tr>
        <tr><td>Países Baixos e Bélgica</td><td>Kurk Vloeren BV</td><td>Utrecht</td><td><a href="https://www.kurkvloeren.nl/" target="_blank" rel="noopener">kurkvloeren.nl</a></td></tr>
        <tr><td>Reino Unido</td><td>Natural Cork Floors Ltd</td><td>Bristol</td><td><a href="https://www.naturalcorkfloors.co.uk/" target="_blank" rel="noopener">naturalcorkfloors.co.uk</a></td></tr>
        <tr><td>Estados Unidos</td><td>Cork Direct Inc.</td><td>Portland, OR</td><td><a href="https://corkdirectusa.com/" target="_blank" rel="noopener">corkdirectusa.com</a></td></tr>
        <tr><td>Canadá</td><td>Maison du Liège</td><td>Montreal</td><td>Tel.: +1 514 555 0182</td></tr>
        <tr><td>Japão</td><td>Koruku Trading Co., Ltd.</td><td>Osaka</td><td><a href="https://www.koruku.co.jp/" target="_blank" rel="noopener">koruku.co.jp</a></td></tr>
        <tr><td>Austrália</td><td>Cork Floors Australia Pty Ltd</td><td>Melbourne</td><td><a href="https://www.corkfloors.com.au/" target="_blank" rel="noopener">corkfloors.com.au</a></td></tr>
        <tr><td>Brasil</td><td>Cortiça Brasil Revestimentos</td><td>São Paulo</td><td><a href="https://corticabrasil.com.br/" target="_blank" rel="noopener">corticabrasil.com.br</a></td></tr>
      </tbody>
    </table>
    <p>Quer representar a Corkvale no seu país? Escreva para <a href="mailto:export@corkvale.pt">export@corkvale.pt</a>.</p>
  </section>
</section>`,
      ),
    },
    'https://www.corkvale.pt/content/4-sobre-nos': {
      html: page(
        'cms',
        'Sobre nós',
        `<section id="main">
  <header class="page-header"><h1>Sobre nós</h1></header>
  <section id="content" class="page-content page-cms page-cms-4">
    <p>Fundada em 1974 pela família Pinho, a Corkvale transforma os granulados de cortiça das rolhas em pavimentos, painéis e isolamento. Toda a produção é feita em Lourosa, no coração da indústria corticeira.</p>
    <h2>Certificações e associações</h2>
    <ul>
      <li>Cadeia de custódia <a href="https://fsc.org/en" target="_blank" rel="noopener">FSC&reg;</a> (FSC-C123456)</li>
      <li>Associada da <a href="https://www.apcor.pt/" target="_blank" rel="noopener">APCOR &ndash; Associação Portuguesa da Cortiça</a></li>
      <li>Prémio PME Excelência 2022 (<a href="https://www.iapmei.pt/" target="_blank" rel="noopener">IAPMEI</a>)</li>
    </ul>
    <h2>Projetos cofinanciados</h2>
    <p>Projeto n.º 072345 &ndash; Internacionalização Corkvale 2020-2023, cofinanciado pelo Fundo Europeu de Desenvolvimento Regional (FEDER) através do COMPETE 2020.</p>
    <p class="logos-cofinanciamento"><a href="https://www.compete2020.gov.pt/" target="_blank" rel="noopener"><img src="${B}/img/cms/compete2020.png" alt="Compete 2020"></a> <a href="https://portugal2020.pt/" target="_blank" rel="noopener"><img src="${B}/img/cms/portugal2020.png" alt="Portugal 2020"></a> <img src="${B}/img/cms/ue-feder.png" alt="União Europeia - Fundo Europeu de Desenvolvimento Regional"></p>
    <p><a href="${B}/img/cms/ficha-projeto-compete.pdf">Ficha do projeto (PDF)</a></p>
  </section>
</section>`,
      ),
    },
    'https://www.corkvale.pt/content/11-obras-de-referencia': {
      html: page(
        'cms',
        'Obras de referência',
        `<section id="main">
  <header class="page-header"><h1>Obras de referência</h1></header>
  <section id="content" class="page-content page-cms page-cms-11">
    <div class="row obras">
      <div class="col-md-4"><img src="${B}/img/cms/obras/vila-gale-porto.jpg" alt="Hotel Vila Galé Porto"><h3>Hotel Vila Galé Porto</h3><p>4 800 m² de pavimento em cortiça acústica nos quartos. <a href="https://www.vilagale.com/pt/hoteis/porto" target="_blank" rel="noopener">vilagale.com</a></p></div>
      <div class="col-md-4"><img src="${B}/img/cms/obras/biblioteca-feira.jpg" alt="Biblioteca Municipal de Santa Maria da Feira"><h3>Biblioteca Municipal de Santa Maria da Feira</h3><p>Painéis de parede 3D na sala infantil. Dono de obra: <a href="https://www.cm-feira.pt/" target="_blank" rel="noopener">Câmara Municipal de Santa Maria da Feira</a>.</p></div>
      <div class="col-md-4"><img src="${B}/img/cms/obras/escritorios-lx.jpg" alt="Escritórios em Lisboa"><h3>Escritórios Farfetch, Lisboa</h3><p>Isolamento acústico em aglomerado expandido.</p></div>
    </div>
  </section>
</section>`,
      ),
    },
    'https://www.corkvale.pt/pavimentos/21-pavimento-cortica-natural-10mm.html': {
      html: page(
        'product',
        'Pavimento de cortiça natural 10 mm',
        `<section id="main">
  <div class="row product-container js-product-container">
    <div class="col-md-6"><img class="js-qv-product-cover img-fluid" src="${B}/58-large_default/pavimento-cortica-natural-10mm.jpg" alt="Pavimento de cortiça natural 10 mm"></div>
    <div class="col-md-6">
      <h1 class="h1">Pavimento de cortiça natural 10 mm</h1>
      <div class="product-prices js-product-prices"><div class="current-price"><span class="current-price-value" content="34.9">34,90&nbsp;€</span></div><div class="tax-shipping-delivery-label">IVA incluído</div></div>
      <div class="product-information"><p>Placas de 900 x 300 mm com encaixe click. Acabamento em verniz aquoso. Caixa de 1,62 m².</p></div>
      <form action="${B}/carrinho" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="token" value="8c1e0f9a2b3d4c5e6f7a8b9c0d1e2f3a"><input type="hidden" name="id_product" value="21" id="product_page_product_id"><div class="product-quantity clearfix"><input type="number" name="qty" id="quantity_wanted" value="1" min="1"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit">Adicionar ao carrinho</button></div></form>
      <p>Prefere ver ao vivo? <a href="${B}/content/8-onde-comprar">Encontre um revendedor</a>.</p>
    </div>
  </div>
</section>`,
      ),
    },
  },
  sitemap: [
    'https://www.corkvale.pt/',
    'https://www.corkvale.pt/pavimentos/21-pavimento-cortica-natural-10mm.html',
    'https://www.corkvale.pt/content/4-sobre-nos',
    'https://www.corkvale.pt/content/8-onde-comprar',
    'https://www.corkvale.pt/content/9-distribuidores-internacionais',
    'https://www.corkvale.pt/content/11-obras-de-referencia',
  ],
  technologies: ['prestashop', 'php', 'mysql', 'nginx', 'google-analytics', 'google-tag-manager', 'hsts', 'cart-functionality'],
  partners: {
    'casadacortica-lisboa.pt': 'channel',
    'pavimentosdouro.pt': 'channel',
    'minhodecor.pt': 'channel',
    'revestircentro.pt': 'channel',
    'algarveinteriores.com': 'channel',
    'funchaldecor.pt': 'channel',
    'aplicork.pt': 'channel',
    'corchonatural.es': 'channel',
    'liege-sols.fr': 'channel',
    'korkwelt.de': 'channel',
    'kurkvloeren.nl': 'channel',
    'naturalcorkfloors.co.uk': 'channel',
    'corkdirectusa.com': 'channel',
    'koruku.co.jp': 'channel',
    'corkfloors.com.au': 'channel',
    'corticabrasil.com.br': 'channel',
  },
};
