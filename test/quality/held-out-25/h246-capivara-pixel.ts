import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HY3K8T2QW5V9XJ7M4B6C0D1E',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const parceiros = {
  publicacao: [
    {
      nome: 'Ampersand Games',
      site: 'https://www.ampersandgames.com/',
      descricao: 'Publisher de Rio Noturno para PC e consoles em todo o mundo.',
    },
  ],
  codesenvolvimento: [
    {
      nome: 'Portcullis Ports',
      site: 'https://portcullisports.com/',
      descricao: 'Parceiro de portabilidade responsável pelas versões de Nintendo Switch e PlayStation.',
    },
    {
      nome: 'Babel Loc',
      site: 'https://www.babelloc.com/',
      descricao: 'Localização para 11 idiomas e testes linguísticos.',
    },
  ],
  tecnologia: [
    { nome: 'Godot Engine', site: 'https://godotengine.org/', descricao: 'A engine open source em que todos os nossos jogos são feitos.' },
    { nome: 'FMOD', site: 'https://www.fmod.com/', descricao: 'Middleware de áudio adaptativo.' },
    { nome: 'Playtestr', site: 'https://playtestr.gg/', descricao: 'Plataforma de playtests remotos com a nossa comunidade.' },
  ],
};

const nuxtState = (path: string, data: unknown) =>
  `<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[${JSON.stringify(data)}],fetch:{},error:b,serverRendered:a,routePath:"${path}",config:{_app:{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F",cdnURL:b}}}}(true,null));</script>`;

const head = (title: string, description: string) => `<head>
<title>${title} | Capivara Pixel</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title} | Capivara Pixel">
<meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://capivarapixel.com.br/og/rio-noturno.jpg">
<link data-n-head="ssr" rel="icon" type="image/png" href="/favicon.png">
<link data-n-head="ssr" rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link data-n-head="ssr" rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Press+Start+2P&amp;family=Nunito:wght@400;700;900&amp;display=swap">
<script data-n-head="ssr" src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M9XJ4B" async></script>
<script data-n-head="ssr">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-7QK2M9XJ4B',{anonymize_ip:true});</script>
<link rel="preload" href="/_nuxt/runtime.4f1c8b2.js" as="script">
<link rel="preload" href="/_nuxt/commons/app.9e2d7a1.js" as="script">
<link rel="preload" href="/_nuxt/app.b3c0f58.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/5a7e21c.css">
</head>`;

const nav = `<header data-v-6b1e2f4a class="topo">
  <a data-v-6b1e2f4a href="/" class="nuxt-link-exact-active nuxt-link-active logo" aria-current="page"><img data-v-6b1e2f4a src="/img/capivara-pixel-logo.svg" alt="Capivara Pixel" width="180" height="48"></a>
  <nav data-v-6b1e2f4a class="menu">
    <a data-v-6b1e2f4a href="/jogos">Jogos</a>
    <a data-v-6b1e2f4a href="/estudio">Estúdio</a>
    <a data-v-6b1e2f4a href="/parceiros">Parceiros</a>
    <a data-v-6b1e2f4a href="/imprensa">Imprensa</a>
    <a data-v-6b1e2f4a href="/carreiras">Carreiras</a>
    <a data-v-6b1e2f4a href="/contato">Contato</a>
  </nav>
  <div data-v-6b1e2f4a class="idioma"><a data-v-6b1e2f4a href="/" class="ativo">PT</a> <a data-v-6b1e2f4a href="/en">EN</a></div>
</header>`;

const footer = `<footer data-v-2c9d0e13 class="rodape">
  <div data-v-2c9d0e13 class="rodape-colunas">
    <div data-v-2c9d0e13><img data-v-2c9d0e13 src="/img/capivara-pixel-logo-branco.svg" alt="Capivara Pixel" width="140" height="38"><p data-v-2c9d0e13>Capivara Pixel Estúdio de Jogos Ltda.<br>CNPJ 34.218.905/0001-62<br>Rua Fradique Coutinho, 1430 &ndash; Pinheiros, São Paulo/SP</p></div>
    <div data-v-2c9d0e13><h4 data-v-2c9d0e13>Estúdio</h4><a data-v-2c9d0e13 href="/estudio">Sobre nós</a><a data-v-2c9d0e13 href="/parceiros">Parceiros</a><a data-v-2c9d0e13 href="/carreiras">Trabalhe conosco</a><a data-v-2c9d0e13 href="/privacidade">Política de privacidade</a></div>
    <div data-v-2c9d0e13><h4 data-v-2c9d0e13>Comunidade</h4><a data-v-2c9d0e13 href="https://discord.gg/capivarapixel" target="_blank" rel="noopener">Discord</a><a data-v-2c9d0e13 href="https://www.instagram.com/capivarapixel" target="_blank" rel="noopener">Instagram</a><a data-v-2c9d0e13 href="https://www.youtube.com/@capivarapixel" target="_blank" rel="noopener">YouTube</a><a data-v-2c9d0e13 href="https://www.tiktok.com/@capivarapixel" target="_blank" rel="noopener">TikTok</a></div>
  </div>
  <p data-v-2c9d0e13 class="copy">&copy; 2024 Capivara Pixel. Rio Noturno é marca registrada da Capivara Pixel. Todos os direitos reservados.</p>
</footer>`;

const page = (title: string, description: string, path: string, main: string, data: unknown = {}) => `<!doctype html>
<html data-n-head-ssr lang="pt-BR" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22pt-BR%22%7D%7D">
${head(title, description)}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-1a7f3c55 class="layout">
${nav}
<main data-v-1a7f3c55>
${main}
</main>
${footer}
</div></div></div>
${nuxtState(path, data)}
<script src="/_nuxt/runtime.4f1c8b2.js" defer></script><script src="/_nuxt/commons/app.9e2d7a1.js" defer></script><script src="/_nuxt/app.b3c0f58.js" defer></script>
</body>
</html>`;

const cartao = (p: { nome: string; site: string; descricao: string }) => `<article data-v-4e8a9b20 class="cartao-parceiro">
      <h3 data-v-4e8a9b20>${p.nome}</h3>
      <p data-v-4e8a9b20>${p.descricao}</p>
      <a data-v-4e8a9b20 href="${p.site}" target="_blank" rel="noopener">Visitar site</a>
    </article>`;

const lojas = `<div data-v-3d5c7e01 class="lojas">
  <a data-v-3d5c7e01 href="https://store.steampowered.com/app/2213470/Rio_Noturno/" target="_blank" rel="noopener"><img data-v-3d5c7e01 src="/img/badges/steam.svg" alt="Disponível na Steam"></a>
  <a data-v-3d5c7e01 href="https://www.nintendo.com/pt-br/store/products/rio-noturno-switch/" target="_blank" rel="noopener"><img data-v-3d5c7e01 src="/img/badges/eshop.svg" alt="Nintendo eShop"></a>
  <a data-v-3d5c7e01 href="https://store.playstation.com/pt-br/concept/10009872" target="_blank" rel="noopener"><img data-v-3d5c7e01 src="/img/badges/ps-store.svg" alt="PlayStation Store"></a>
</div>`;

export const site: CorpusSite = {
  domain: 'capivarapixel.com.br',
  catchAll: true,
  covers:
    'Brazilian Portuguese indie games studio on Nuxt (Vue) served by Netlify with a catch-all route: "Parceiros" page with publisher, co-development/localisation and technology cards duplicated in window.__NUXT__ state, game page crediting publisher and porting partner; negatives: store badges (Steam, eShop, PlayStation Store), festival award, press coverage, public funding call, Discord/social links, YouTube trailer',
  pages: {
    '/': {
      headers,
      html: page(
        'Jogos independentes feitos no Brasil',
        'Capivara Pixel é um estúdio independente de São Paulo, criador de Rio Noturno.',
        '/',
        `<section data-v-7c2b4d10 class="destaque">
  <h1 data-v-7c2b4d10>Rio Noturno</h1>
  <p data-v-7c2b4d10>Um jogo de aventura e mistério pelos rios da Amazônia à noite. Já disponível para PC, Nintendo Switch e PlayStation 5.</p>
  <div data-v-7c2b4d10 class="trailer"><iframe data-v-7c2b4d10 width="720" height="405" src="https://www.youtube-nocookie.com/embed/Xb7dQ2pLr9w" title="Rio Noturno - trailer de lançamento" frameborder="0" allowfullscreen></iframe></div>
  ${lojas}
</section>
<section data-v-7c2b4d10 class="premios">
  <h2 data-v-7c2b4d10>Prêmios</h2>
  <p data-v-7c2b4d10>Melhor Jogo Brasileiro &ndash; <a data-v-7c2b4d10 href="https://www.bigfestival.com.br/" target="_blank" rel="noopener">BIG Festival 2023</a> &middot; Melhor Arte &ndash; SBGames 2023</p>
</section>
<section data-v-7c2b4d10 class="citacoes">
  <blockquote data-v-7c2b4d10>&ldquo;Um dos indies mais bonitos do ano.&rdquo; &mdash; <a data-v-7c2b4d10 href="https://br.ign.com/rio-noturno/118423/review/rio-noturno-review">IGN Brasil</a></blockquote>
</section>
<section data-v-7c2b4d10 class="newsletter">
  <h2 data-v-7c2b4d10>Entre no nosso Discord</h2>
  <p data-v-7c2b4d10>Bastidores, playtests e novidades do próximo jogo em primeira mão.</p>
</section>`,
      ),
    },
    '/jogos': {
      headers,
      html: page(
        'Jogos',
        'Todos os jogos da Capivara Pixel.',
        '/jogos',
        `<h1 data-v-5f0a1c22>Nossos jogos</h1>
<div data-v-5f0a1c22 class="grade-jogos">
  <a data-v-5f0a1c22 href="/jogos/rio-noturno" class="jogo"><img data-v-5f0a1c22 src="/img/jogos/rio-noturno-capa.jpg" alt="Rio Noturno"><h2 data-v-5f0a1c22>Rio Noturno (2023)</h2></a>
  <a data-v-5f0a1c22 href="/jogos/feira-do-rolo" class="jogo"><img data-v-5f0a1c22 src="/img/jogos/feira-do-rolo-capa.jpg" alt="Feira do Rolo"><h2 data-v-5f0a1c22>Feira do Rolo (2020)</h2></a>
  <div data-v-5f0a1c22 class="jogo em-breve"><h2 data-v-5f0a1c22>Projeto Jacaré &ndash; em desenvolvimento</h2></div>
</div>`,
        { jogos: ['rio-noturno', 'feira-do-rolo'] },
      ),
    },
    '/jogos/rio-noturno': {
      headers,
      html: page(
        'Rio Noturno',
        'Rio Noturno: aventura e mistério pelos rios da Amazônia.',
        '/jogos/rio-noturno',
        `<article data-v-0e6d3b91 class="jogo-detalhe">
  <h1 data-v-0e6d3b91>Rio Noturno</h1>
  <p data-v-0e6d3b91>Pilote um barco-lanterna pelos igarapés, converse com ribeirinhos e descubra por que as estrelas sumiram do céu do Rio Negro.</p>
  <dl data-v-0e6d3b91 class="ficha">
    <dt data-v-0e6d3b91>Desenvolvimento</dt><dd data-v-0e6d3b91>Capivara Pixel</dd>
    <dt data-v-0e6d3b91>Publicação</dt><dd data-v-0e6d3b91><a data-v-0e6d3b91 href="https://www.ampersandgames.com/games/rio-noturno" target="_blank" rel="noopener">Ampersand Games</a></dd>
    <dt data-v-0e6d3b91>Versões de console</dt><dd data-v-0e6d3b91>em parceria com <a data-v-0e6d3b91 href="https://portcullisports.com/" target="_blank" rel="noopener">Portcullis Ports</a></dd>
    <dt data-v-0e6d3b91>Lançamento</dt><dd data-v-0e6d3b91>14 de setembro de 2023</dd>
    <dt data-v-0e6d3b91>Plataformas</dt><dd data-v-0e6d3b91>PC, Nintendo Switch, PlayStation 5</dd>
  </dl>
  ${lojas}
</article>`,
        { jogo: { slug: 'rio-noturno', publisher: 'Ampersand Games', porte: 'Portcullis Ports' } },
      ),
    },
    '/parceiros': {
      headers,
      html: page(
        'Parceiros',
        'Os parceiros que ajudam a Capivara Pixel a levar seus jogos ao mundo.',
        '/parceiros',
        `<section data-v-4e8a9b20 class="parceiros">
  <h1 data-v-4e8a9b20>Parceiros</h1>
  <p data-v-4e8a9b20>Somos um time pequeno. Estes são os parceiros que fazem nossos jogos chegarem mais longe.</p>
  <h2 data-v-4e8a9b20>Publicação</h2>
  <div data-v-4e8a9b20 class="grade">
    ${parceiros.publicacao.map(cartao).join('\n    ')}
  </div>
  <h2 data-v-4e8a9b20>Codesenvolvimento e localização</h2>
  <div data-v-4e8a9b20 class="grade">
    ${parceiros.codesenvolvimento.map(cartao).join('\n    ')}
  </div>
  <h2 data-v-4e8a9b20>Tecnologia</h2>
  <div data-v-4e8a9b20 class="grade">
    ${parceiros.tecnologia.map(cartao).join('\n    ')}
  </div>
  <p data-v-4e8a9b20>Quer trabalhar com a gente? Escreva para <a data-v-4e8a9b20 href="mailto:parcerias@capivarapixel.com.br">parcerias@capivarapixel.com.br</a>.</p>
</section>`,
        { parceiros },
      ),
    },
    '/estudio': {
      headers,
      html: page(
        'Estúdio',
        'Conheça o time da Capivara Pixel.',
        '/estudio',
        `<section data-v-8a3f6e77 class="sobre">
  <h1 data-v-8a3f6e77>O estúdio</h1>
  <p data-v-8a3f6e77>A Capivara Pixel nasceu em 2018, em São Paulo, da vontade de contar histórias brasileiras em jogos. Hoje somos 14 pessoas entre programação, arte, som e design.</p>
  <h2 data-v-8a3f6e77>Fomento</h2>
  <p data-v-8a3f6e77>O desenvolvimento de Rio Noturno foi contemplado pelo edital de jogos eletrônicos da <a data-v-8a3f6e77 href="https://www.spcine.com.br/" target="_blank" rel="noopener">Spcine</a>.</p>
</section>`,
      ),
    },
    '/imprensa': {
      headers,
      html: page(
        'Imprensa',
        'Press kit e contato de imprensa da Capivara Pixel.',
        '/imprensa',
        `<section data-v-9b4e2a18 class="imprensa">
  <h1 data-v-9b4e2a18>Imprensa</h1>
  <p data-v-9b4e2a18><a data-v-9b4e2a18 href="/presskit/capivara-pixel-presskit.zip">Baixar press kit (logos, screenshots, trailer)</a></p>
  <h2 data-v-9b4e2a18>Na mídia</h2>
  <ul data-v-9b4e2a18>
    <li data-v-9b4e2a18><a data-v-9b4e2a18 href="https://br.ign.com/rio-noturno/118423/review/rio-noturno-review">IGN Brasil &ndash; Review: Rio Noturno</a></li>
    <li data-v-9b4e2a18><a data-v-9b4e2a18 href="https://www.theenemy.com.br/games/rio-noturno-entrevista-capivara-pixel">The Enemy &ndash; Entrevista com a Capivara Pixel</a></li>
  </ul>
  <p data-v-9b4e2a18>Contato de imprensa: <a data-v-9b4e2a18 href="mailto:imprensa@capivarapixel.com.br">imprensa@capivarapixel.com.br</a></p>
</section>`,
      ),
    },
    '/carreiras': {
      headers,
      html: page(
        'Carreiras',
        'Trabalhe na Capivara Pixel.',
        '/carreiras',
        `<section data-v-2f7c1d05 class="vagas">
  <h1 data-v-2f7c1d05>Trabalhe conosco</h1>
  <p data-v-2f7c1d05>Vagas abertas (remoto ou híbrido em São Paulo):</p>
  <ul data-v-2f7c1d05>
    <li data-v-2f7c1d05>Pessoa Programadora de Gameplay (Godot/GDScript) &ndash; <a data-v-2f7c1d05 href="https://www.linkedin.com/company/capivara-pixel/jobs/" target="_blank" rel="noopener">candidatar-se</a></li>
    <li data-v-2f7c1d05>Artista 2D (estágio)</li>
  </ul>
</section>`,
      ),
    },
    '/contato': {
      headers,
      html: page(
        'Contato',
        'Fale com a Capivara Pixel.',
        '/contato',
        `<section data-v-6d2e8f44 class="contato">
  <h1 data-v-6d2e8f44>Contato</h1>
  <ul data-v-6d2e8f44>
    <li data-v-6d2e8f44>Geral: <a data-v-6d2e8f44 href="mailto:oi@capivarapixel.com.br">oi@capivarapixel.com.br</a></li>
    <li data-v-6d2e8f44>Parcerias e publishing: <a data-v-6d2e8f44 href="mailto:parcerias@capivarapixel.com.br">parcerias@capivarapixel.com.br</a></li>
    <li data-v-6d2e8f44>Imprensa: <a data-v-6d2e8f44 href="mailto:imprensa@capivarapixel.com.br">imprensa@capivarapixel.com.br</a></li>
  </ul>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/jogos', '/jogos/rio-noturno', '/estudio', '/parceiros', '/imprensa', '/carreiras', '/contato'],
  technologies: [
    'nuxt-js',
    'vue-js',
    'netlify',
    'hsts',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'youtube',
  ],
  partners: {
    'ampersandgames.com': 'channel',
    'portcullisports.com': 'generic',
    'babelloc.com': 'generic',
    'godotengine.org': 'technology',
    'fmod.com': 'technology',
    'playtestr.gg': 'technology',
  },
};
