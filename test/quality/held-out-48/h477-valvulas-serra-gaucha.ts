import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1712345678.9012345678901234567',
  'x-seen-by': 'yvSunuo/8ld62ehjr4nrGhWQJd5Ac82U8Fqw/5P8Wq0=,qquldgcFrj2n046g4RNSVA4m/hZ1uN7ANSNjOKNUcWo=',
  vary: 'Accept-Encoding',
  'content-language': 'pt',
};

const ORIGIN = 'https://www.valvulasserragaucha.com.br';
const TB = 'https://static.parastorage.com/services/wix-thunderbolt/dist';

function link(href: string, text: string, extra = ''): string {
  return `<a data-testid="linkElement" href="${href}" target="_blank" rel="noreferrer noopener" class="uDW_Qe wixui-image PlZyDq"${extra}>${text}</a>`;
}

function img(file: string, alt: string): string {
  return `<img src="https://static.wixstatic.com/media/${file}/v1/fill/w_180,h_90,al_c,q_85,enc_auto/${file}" alt="${alt}" style="width:180px;height:90px;object-fit:contain" width="180" height="90"/>`;
}

function layout(title: string, description: string, path: string, pageId: string, sections: string): string {
  return `<!DOCTYPE html>
<html lang="pt">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8c2f4e_favicon~mv2.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/8c2f4e_favicon~mv2.png" type="image/png"/>
  <script type="text/javascript">
    window.viewerModel = {"site":{"metaSiteId":"b3f1a2c4-7d8e-4f90-a1b2-c3d4e5f6a7b8","siteId":"e5d4c3b2-a190-4f8e-7d6c-5b4a39281706","externalBaseUrl":"${ORIGIN}","isPremiumDomain":true},"language":{"siteLanguage":"pt","userLanguage":"pt"},"requestUrl":"${ORIGIN}${path}","viewMode":"desktop","experiments":{"specs.thunderbolt.deprecatewixperf":true}};
  </script>
  <script src="${TB}/webpack-runtime.5e5d2a9c.bundle.min.js" defer></script>
  <script src="${TB}/main.3f8a1c27.bundle.min.js" defer></script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" defer></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" defer></script>
  <title>${title} | Válvulas Serra Gaúcha</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${ORIGIN}${path}"/>
  <meta property="og:title" content="${title} | Válvulas Serra Gaúcha"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:url" content="${ORIGIN}${path}"/>
  <meta property="og:site_name" content="Válvulas Serra Gaúcha"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
  <div id="SCROLL_TO_TOP" class="Qd0Gj2 ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mDzRgi">top of page</span></div>
  <div id="site-root" class="site-root">
    <header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
      <div data-testid="mesh-container-content" class="header-inner">
        <div id="comp-lk2a9x1v" class="MW5IWV wixui-image"><a data-testid="linkElement" href="${ORIGIN}" class="j7pOnl">${img('8c2f4e_logo-vsg~mv2.png', 'Válvulas Serra Gaúcha')}</a></div>
        <nav id="comp-lk2a9x4m" aria-label="Site" class="StylableHorizontalMenu">
          <ul class="itemsList wixui-horizontal-menu">
            <li><a data-testid="linkElement" href="${ORIGIN}" class="wixui-horizontal-menu__item-label">Início</a></li>
            <li><a data-testid="linkElement" href="${ORIGIN}/produtos" class="wixui-horizontal-menu__item-label">Produtos</a></li>
            <li><a data-testid="linkElement" href="${ORIGIN}/representantes" class="wixui-horizontal-menu__item-label">Representantes</a></li>
            <li><a data-testid="linkElement" href="${ORIGIN}/sobre" class="wixui-horizontal-menu__item-label">Sobre nós</a></li>
            <li><a data-testid="linkElement" href="${ORIGIN}/blog" class="wixui-horizontal-menu__item-label">Blog</a></li>
            <li><a data-testid="linkElement" href="${ORIGIN}/contato" class="wixui-horizontal-menu__item-label">Contato</a></li>
          </ul>
        </nav>
      </div>
    </header>
    <main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
      <div id="SITE_PAGES"><div id="${pageId}" class="dNXv2Y wixui-page">
${sections}
      </div></div>
    </main>
    <footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
      <div data-testid="mesh-container-content">
        <div id="comp-lk2b1f0a" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Válvulas Serra Gaúcha Ind. e Com. Ltda. · CNPJ 12.345.678/0001-90<br>Rua Ludovico Cavinato, 1480 – Distrito Industrial – Caxias do Sul/RS – CEP 95059-520<br>(54) 3218-4400 · vendas@valvulasserragaucha.com.br</p></div>
        <ul class="social-bar wixui-social-links-bar" aria-label="Barra de redes sociais">
          <li><a data-testid="linkElement" href="https://www.instagram.com/valvulasserragaucha" target="_blank" aria-label="Instagram">${img('01c3aff52f2a4dffa526d7a9843d46ea.png', 'Instagram')}</a></li>
          <li><a data-testid="linkElement" href="https://www.facebook.com/valvulasserragaucha" target="_blank" aria-label="Facebook">${img('0fdef751204647a3bbd7eaa2827ed4f9.png', 'Facebook')}</a></li>
          <li><a data-testid="linkElement" href="https://www.linkedin.com/company/valvulas-serra-gaucha" target="_blank" aria-label="LinkedIn">${img('6ea5b4a88f0b4f91945b40499aa0af00.png', 'LinkedIn')}</a></li>
          <li><a data-testid="linkElement" href="https://wa.me/555432184400" target="_blank" aria-label="WhatsApp">${img('11062b_whatsapp~mv2.png', 'WhatsApp')}</a></li>
        </ul>
        <p class="font_9">© 2024 por Válvulas Serra Gaúcha. Todos os direitos reservados.</p>
      </div>
    </footer>
  </div>
</div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[]},"pages":{"pageId":"${pageId}"}}</script>
</body>
</html>`;
}

const home = layout(
  'Válvulas industriais',
  'Fabricante gaúcho de válvulas esfera, borboleta e gaveta para saneamento, papel e celulose, alimentos e petroquímica.',
  '/',
  'c1dmp',
  `        <section id="comp-lk2c0h1r" class="wixui-section hero">
          <div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">Válvulas industriais fabricadas na Serra Gaúcha</h1>
          <p class="font_7 wixui-rich-text__text">Há 32 anos fabricamos válvulas esfera, borboleta e gaveta de 1/2" a 48" em aço carbono, inox e ferro fundido.</p></div>
          <a data-testid="linkElement" href="${ORIGIN}/produtos" class="wixui-button"><span class="wixui-button__label">Conheça a linha</span></a>
        </section>
        <section id="comp-lk2c3n8q" class="wixui-section clientes">
          <h2 class="font_2 wixui-rich-text__text">Clientes que confiam na VSG</h2>
          <div class="wixui-gallery">
            ${img('8c2f4e_cliente-cervejaria-serrana~mv2.png', 'Cervejaria Serrana')}
            ${img('8c2f4e_cliente-frigorifico-pampa~mv2.png', 'Frigorífico Pampa')}
            ${img('8c2f4e_cliente-corsan~mv2.png', 'Companhia de Saneamento')}
            ${img('8c2f4e_cliente-papeis-vale-do-cai~mv2.png', 'Papéis Vale do Caí')}
          </div>
        </section>
        <section id="comp-lk2c5t2w" class="wixui-section">
          <h2 class="font_2 wixui-rich-text__text">Encontre um representante</h2>
          <p class="font_8">Atendemos todo o Brasil, Paraguai e Uruguai por meio da nossa rede de <a data-testid="linkElement" href="${ORIGIN}/representantes">representantes comerciais</a>.</p>
          <p class="font_8">Estaremos na <a data-testid="linkElement" href="https://www.mercopar.com.br/" target="_blank">Mercopar 2024</a>, pavilhão B, estande 212.</p>
        </section>`,
);

function repCard(id: string, name: string, region: string, contact: string): string {
  return `          <div id="${id}" class="wixui-repeater__item" role="listitem">
            <div data-testid="richTextElement" class="wixui-rich-text"><h3 class="font_4 wixui-rich-text__text">${name}</h3><p class="font_8 wixui-rich-text__text">${region}</p></div>
            <div class="rep-contact">${contact}</div>
          </div>`;
}

const representantes = layout(
  'Representantes',
  'Rede de representantes comerciais da Válvulas Serra Gaúcha no Brasil, Paraguai e Uruguai.',
  '/representantes',
  'rep7k',
  `        <section id="comp-lk3a0q2e" class="wixui-section">
          <div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">Representantes comerciais</h1>
          <p class="font_8 wixui-rich-text__text">Nossos representantes autorizados fazem a especificação técnica, a cotação e o acompanhamento do seu pedido. No Rio Grande do Sul, o atendimento é feito direto pela fábrica.</p></div>
        </section>
        <section id="comp-lk3a2v7y" class="wixui-section">
          <div class="wixui-repeater" role="list">
${repCard('comp-lk3a2v8a__item1', 'Ferraz Representações Industriais', 'São Paulo (capital, interior e litoral)', link('https://www.ferrazrep.com.br', 'ferrazrep.com.br'))}
${repCard('comp-lk3a2v8a__item2', 'Sul Válvulas Comércio e Representação', 'Paraná e Santa Catarina', link('https://sulvalvulas.com.br/', 'sulvalvulas.com.br'))}
${repCard('comp-lk3a2v8a__item3', 'Minas Fluid Representações', 'Minas Gerais e Goiás', link('https://www.minasfluid.com.br/', 'minasfluid.com.br'))}
${repCard('comp-lk3a2v8a__item4', 'Nordeste Industrial Representações', 'Bahia, Pernambuco, Ceará e demais estados do Nordeste', link('https://nordesteindustrial.com.br/representadas', 'nordesteindustrial.com.br'))}
${repCard('comp-lk3a2v8a__item5', 'J. Almeida Representações', 'Rio de Janeiro e Espírito Santo', '<p class="font_8">jalmeida.rep@gmail.com · (21) 99812-4470</p>')}
${repCard('comp-lk3a2v8a__item6', 'Cono Sur Válvulas S.A.', 'Uruguai e Paraguai', link('https://www.conosurvalvulas.com.uy/', 'conosurvalvulas.com.uy'))}
          </div>
        </section>`,
);

const sobre = layout(
  'Sobre nós',
  'Conheça a história, as certificações e os parceiros da Válvulas Serra Gaúcha.',
  '/sobre',
  'sob3r',
  `        <section id="comp-lk4b0a1c" class="wixui-section">
          <div data-testid="richTextElement" class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">Nossa história</h1>
          <p class="font_8 wixui-rich-text__text">Fundada em 1992 pelos irmãos Pezzi em um galpão de 400 m², a VSG hoje ocupa 9.000 m² no Distrito Industrial de Caxias do Sul e emprega 140 pessoas.</p>
          <h2 class="font_2 wixui-rich-text__text">Qualidade certificada</h2>
          <p class="font_8 wixui-rich-text__text">Sistema de gestão ISO 9001:2015 certificado pela <a data-testid="linkElement" href="https://www.bureauveritas.com.br/" target="_blank">Bureau Veritas</a>. Todas as válvulas passam por teste hidrostático conforme API 598.</p>
          <p class="font_8 wixui-rich-text__text">Somos associados à <a data-testid="linkElement" href="https://abimaq.org.br/" target="_blank">ABIMAQ</a> e ao SIMECS.</p></div>
        </section>
        <section id="comp-lk4b3d9f" class="wixui-section parceiros">
          <h2 class="font_2 wixui-rich-text__text">Nossos parceiros</h2>
          <div class="wixui-repeater" role="list">
            <div class="wixui-repeater__item" role="listitem">${link('https://www.automacaopneumax.com.br/', img('8c2f4e_pneumax~mv2.png', 'Pneumax Automação'))}<p class="font_9">Parceiro tecnológico em atuadores pneumáticos e automação de válvulas</p></div>
            <div class="wixui-repeater__item" role="listitem">${link('https://www.metalurgicavinhedos.com.br/', img('8c2f4e_vinhedos~mv2.png', 'Metalúrgica Vinhedos'))}<p class="font_9">Parceiro em fundição e usinagem de corpos</p></div>
            <div class="wixui-repeater__item" role="listitem">${link('https://www.senairs.org.br/', img('8c2f4e_senai~mv2.png', 'SENAI-RS'))}<p class="font_9">Parceria na formação de soldadores e montadores</p></div>
          </div>
        </section>
        <section id="comp-lk4b6k2p" class="wixui-section">
          <h2 class="font_2 wixui-rich-text__text">Responsabilidade social</h2>
          <p class="font_8 wixui-rich-text__text">Desde 2019 somos patrocinadores do <a data-testid="linkElement" href="https://www.caxiasfutsal.com.br/" target="_blank">Caxias Futsal Clube</a> e apoiamos o projeto Mãos que Constroem.</p>
        </section>`,
);

const blog = layout(
  'Válvula esfera ou borboleta: qual escolher?',
  'Entenda as diferenças de vedação, perda de carga e custo entre válvulas esfera e borboleta.',
  '/post/valvula-esfera-ou-borboleta-qual-escolher',
  'blg0p',
  `        <section class="wixui-section blog-post">
          <article data-hook="post-page">
            <h1 data-hook="post-title" class="font_0">Válvula esfera ou borboleta: qual escolher?</h1>
            <p data-hook="post-metadata">Equipe VSG · 5 de mar. de 2024 · 4 min de leitura</p>
            <div data-hook="post-description">
              <p>Para diâmetros acima de 6", a válvula borboleta costuma ser mais econômica. Já para fluidos com sólidos ou quando se exige estanqueidade total, a válvula esfera tripartida é a melhor escolha.</p>
              <p>Se a sua aplicação exige automação, nossas válvulas saem de fábrica com atuadores da Pneumax, nosso parceiro tecnológico, já montados e testados.</p>
              <p>Fale com o <a href="${ORIGIN}/representantes">representante da sua região</a>.</p>
            </div>
          </article>
        </section>`,
);

const contato = layout(
  'Contato',
  'Fale com a Válvulas Serra Gaúcha.',
  '/contato',
  'cnt4t',
  `        <section class="wixui-section">
          <h1 class="font_0">Contato</h1>
          <p class="font_8">Vendas: (54) 3218-4400 · vendas@valvulasserragaucha.com.br<br>Assistência técnica: (54) 3218-4410</p>
          <form class="wixui-form" aria-label="Formulário de contato">
            <input type="text" name="nome" placeholder="Nome" aria-label="Nome">
            <input type="email" name="email" placeholder="E-mail" aria-label="E-mail">
            <textarea name="mensagem" placeholder="Mensagem" aria-label="Mensagem"></textarea>
            <button type="submit" class="wixui-button">Enviar</button>
          </form>
        </section>`,
);

export const site: CorpusSite = {
  domain: 'valvulasserragaucha.com.br',
  covers:
    'Brazilian Portuguese Wix site of an industrial valve maker: sales representatives in a repeater (one with only e-mail), "Nossos parceiros" logo repeater with captions (technology, manufacturing and training partners), a partner repeated in a blog post; negatives: client logos, Bureau Veritas certification, ABIMAQ membership, futsal sponsorship, Mercopar trade fair, social and wa.me links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/representantes': { headers: HEADERS, html: representantes },
    '/sobre': { headers: HEADERS, html: sobre },
    '/post/valvula-esfera-ou-borboleta-qual-escolher': { headers: HEADERS, html: blog },
    '/contato': { headers: HEADERS, html: contato },
  },
  sitemap: ['/', '/representantes', '/sobre', '/post/valvula-esfera-ou-borboleta-qual-escolher', '/contato'],
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'ferrazrep.com.br': 'channel',
    'sulvalvulas.com.br': 'channel',
    'minasfluid.com.br': 'channel',
    'nordesteindustrial.com.br': 'channel',
    'conosurvalvulas.com.uy': 'channel',
    'automacaopneumax.com.br': 'technology',
    'metalurgicavinhedos.com.br': 'generic',
    'senairs.org.br': 'generic',
  },
};
