import type { CorpusSite } from '../corpus/types.js';

/** Natural cosmetics brand from Oaxaca on Wix (Thunderbolt renderer, Wix Stores), Spanish (Mexico). */

const base = 'https://xochibotanica.com.mx';

const wixHeaders = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1709823344.0123456789012345678',
  'x-wix-renderer-server': 'thunderbolt-renderer-6d7f8b9c-x2k4q',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,2UNV7KOq4oGjA5+PKsX47JbkqN9vHrF5bS3qgRjX4Uo=',
  'content-language': 'es',
};

const menu: [string, string][] = [
  ['/', 'Inicio'],
  ['/tienda', 'Tienda'],
  ['/nosotros', 'Nosotros'],
  ['/aliados', 'Aliados'],
  ['/donde-comprar', 'Dónde comprar'],
  ['/mayoreo', 'Mayoreo'],
  ['/blog', 'Blog'],
  ['/contacto', 'Contacto'],
];

let comp = 0x4a1b;
const cid = () => `comp-lq${(comp++).toString(36)}`;

const rich = (html: string) => {
  const id = cid();
  return `<div id="${id}" class="KcpHeO tz5f0K comp-lq-richtext wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const button = (href: string, label: string, external = false) => {
  const id = cid();
  return `<div class="${id} FubTgk" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}"${external ? ' target="_blank" rel="noreferrer noopener"' : ''} class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
};
const section = (inner: string) => {
  const id = cid();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></section>`;
};

const viewerModel = (pageId: string) =>
  JSON.stringify({
    siteFeatures: [
      'assetsLoader',
      'businessLogger',
      'captcha',
      'commonConfig',
      'componentsLoader',
      'consentPolicy',
      'cyclicTabbing',
      'environment',
      'lightbox',
      'navigation',
      'ooi',
      'pages',
      'platform',
      'router',
      'seo',
      'siteMembers',
      'tpa',
      'wixEmbedsApi',
      'wixstores',
    ],
    site: {
      metaSiteId: '5c1e9a7d-3b2f-4d8e-9a1c-7f6e5d4c3b2a',
      siteId: '8a3c1d2e-4f5b-6c7d-8e9f-0a1b2c3d4e5f',
      externalBaseUrl: base,
      isPremium: true,
      isWixSite: false,
    },
    requestUrl: `${base}/`,
    language: { siteLanguage: 'es', userLanguage: 'es' },
    currentPageId: pageId,
    siteFeaturesConfigs: {
      tpa: {
        widgetsClientSpecMapData: {
          '1380b703-ce81-ff05-f115-39571d94dfcd': {
            appDefinitionName: 'Wix Stores',
            widgets: ['wixstores-product-gallery', 'wixstores-cart-icon'],
          },
        },
      },
    },
    media: { staticMediaUrl: 'https://static.wixstatic.com/media', mediaRootUrl: 'https://static.wixstatic.com' },
  });

const media = (file: string, alt: string, w = 600, h = 600) =>
  `<img src="https://static.wixstatic.com/media/8a3c1d_${file}~mv2.jpg/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${file}.jpg" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" fetchpriority="low" loading="lazy"/>`;

const doc = (path: string, pageId: string, title: string, description: string, body: string) => ({
  headers: wixHeaders,
  html: `<!DOCTYPE html>
<html lang="es" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8a3c1d_flor-icono~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8a3c1d_flor-icono~mv2.png" type="image/png"/>
  <link rel="shortcut icon" href="https://static.wixstatic.com/media/8a3c1d_flor-icono~mv2.png/v1/fill/w_32%2Ch_32%2Clg_1%2Cusm_0.66_1.00_0.01/8a3c1d_flor-icono~mv2.png" type="image/png"/>
  <script type="application/json" id="wix-fedops">{"data":{"site":{"metaSiteId":"5c1e9a7d-3b2f-4d8e-9a1c-7f6e5d4c3b2a","isHttps":true,"isCached":true},"requestUrl":"${base}${path}","frogOnUserDomain":true}}</script>
  <script type="application/json" id="wix-viewer-model">${viewerModel(pageId)}</script>
  <script crossorigin="anonymous" src="https://static.parastorage.com/services/wix-thunderbolt/dist/webpack-runtime.5f1c2e3a.bundle.min.js"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9b7e3d1a.bundle.min.js" crossorigin="anonymous" async></script>
  <script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" crossorigin="anonymous"></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-XOCHI2024MX"></script>
  <script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-XOCHI2024MX',{anonymize_ip:true});</script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${base}${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:url" content="${base}${path}"/>
  <meta property="og:site_name" content="Xochi Botánica"/>
  <meta property="og:type" content="website"/>
  <style id="css_masterPage">.font_0{font:normal normal 400 56px/1.2em 'cormorant garamond',serif}.font_8{font:normal normal 400 16px/1.6em 'avenir-lt-w01_35-light1475496',sans-serif}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-logo" class="MazNVa comp-logo wixui-image"><a data-testid="linkElement" href="${base}" class="j7pOnl"><img src="https://static.wixstatic.com/media/8a3c1d_logo-xochi~mv2.png/v1/fill/w_180,h_60,al_c,q_85,enc_auto/logo-xochi.png" alt="Xochi Botánica" width="180" height="60"/></a></div>
<wix-dropdown-menu id="comp-menu" class="XwCBRN NHM1d1 comp-menu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="false" data-same-width-buttons="false" data-num-items="${menu.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-drophposition="" data-dropalign="center" data-hovered-item="" data-submenu-hovered="" role="navigation" aria-label="Sitio"><nav class="R_TAzU" id="comp-menunavContainer" aria-label="Sitio"><ul class="y7qwii" id="comp-menuitemsContainer" style="text-align:center" data-marginallchildren="true">
${menu.map(([href, label], i) => `<li id="comp-menu${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : i === menu.length - 1 ? 'right' : 'center'}" data-data-id="dataItem-menu${i}" data-state="menu${href === path ? ' selected' : ''} idle link notMobile" data-index="${i}" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="${base}${href === '/' ? '' : href}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="zKbzSQ" id="comp-menu${i}label">${label}</p></div></div></a></li>`).join('\n')}
</ul></nav></wix-dropdown-menu>
<div id="comp-cart" class="comp-cart wixui-cart-icon"><a data-testid="linkElement" href="${base}/cart-page" aria-label="Carrito con 0 artículos"><span class="cart-count">0</span></a></div>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Container${pageId}" class="${pageId}"><div data-mesh-id="Container${pageId}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="Container${pageId}inlineContent-gridContainer" data-testid="mesh-container-content">
${body}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
${rich(`<p class="font_8 wixui-rich-text__text">Xochi Botánica S. de R.L. de C.V.<br class="wixui-rich-text__text">Calle Macedonio Alcalá 407, Centro, 68000 Oaxaca de Juárez, Oax.</p><p class="font_8 wixui-rich-text__text"><a href="${base}/aviso-de-privacidad" class="wixui-rich-text__text">Aviso de privacidad</a> · <a href="${base}/envios-y-devoluciones" class="wixui-rich-text__text">Envíos y devoluciones</a> · <a href="${base}/trabaja-con-nosotros" class="wixui-rich-text__text">Trabaja con nosotros</a></p>`)}
<div id="comp-social" class="comp-social wixui-social-bar"><ul class="social-bar" aria-label="Barra de redes sociales"><li class="social-item"><a data-testid="linkElement" href="https://www.instagram.com/xochibotanica" target="_blank" rel="noreferrer noopener" aria-label="Instagram"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"/></a></li><li class="social-item"><a data-testid="linkElement" href="https://www.facebook.com/xochibotanica" target="_blank" rel="noreferrer noopener" aria-label="Facebook"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"/></a></li><li class="social-item"><a data-testid="linkElement" href="https://www.tiktok.com/@xochibotanica" target="_blank" rel="noreferrer noopener" aria-label="TikTok"><img src="https://static.wixstatic.com/media/11062b_tiktok.png" alt="TikTok"/></a></li></ul></div>
<div id="comp-newsletter" class="comp-newsletter"><form class="wixui-form" aria-label="Suscríbete"><label for="nl-mail">Recibe 10% en tu primera compra</label><input id="nl-mail" type="email" name="email" placeholder="Tu correo" required/><button type="submit">Suscribirme</button></form></div>
<div id="comp-payments" class="comp-payments" aria-label="Formas de pago"><img src="https://static.wixstatic.com/media/8a3c1d_pago-visa~mv2.png" alt="Visa" width="40" height="26"/><img src="https://static.wixstatic.com/media/8a3c1d_pago-mastercard~mv2.png" alt="Mastercard" width="40" height="26"/><img src="https://static.wixstatic.com/media/8a3c1d_pago-oxxo~mv2.png" alt="OXXO Pay" width="40" height="26"/><img src="https://static.wixstatic.com/media/8a3c1d_pago-mercadopago~mv2.png" alt="Mercado Pago" width="40" height="26"/></div>
${rich(`<p class="font_9 wixui-rich-text__text">© 2024 Xochi Botánica. Diseño web: <a href="https://estudiocacao.mx" target="_blank" class="wixui-rich-text__text">Estudio Cacao</a></p>`)}
</div></div></div></div></footer>
</div></div>
<div id="consent-banner-root" class="consent-banner" role="dialog" aria-label="Aviso de cookies" hidden><p>Este sitio usa cookies para ofrecerte una mejor experiencia. Consulta nuestro <a href="${base}/aviso-de-privacidad">aviso de privacidad</a>.</p><button>Aceptar</button><button>Configurar</button></div>
</div></div>
</body>
</html>`,
});

const home = [
  section(`${media('hero-xochi', 'Jabones y aceites Xochi Botánica con flores de cempasúchil', 1400, 700)}
${rich(`<h1 class="font_0 wixui-rich-text__text">Belleza que florece en Oaxaca</h1><p class="font_8 wixui-rich-text__text">Cosmética natural hecha a mano con ingredientes de comunidades oaxaqueñas: miel de melipona, cacao, cempasúchil y aceite de aguacate.</p>`)}
${button(`${base}/tienda`, 'Comprar ahora')}`),
  section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Favoritos</h2>`)}
<div id="comp-gallery-home" class="comp-gallery wixstores-product-gallery" data-hook="product-list"><ul data-hook="product-list-wrapper">
<li data-hook="product-list-grid-item"><a href="${base}/product-page/crema-facial-melipona" data-hook="product-item-container">${media('crema-melipona', 'Crema facial de miel melipona', 300, 300)}<h3 data-hook="product-item-name">Crema facial de miel melipona</h3><span data-hook="product-item-price-to-pay">$420.00</span></a></li>
<li data-hook="product-list-grid-item"><a href="${base}/product-page/aceite-cempasuchil" data-hook="product-item-container">${media('aceite-cempasuchil', 'Aceite corporal de cempasúchil', 300, 300)}<h3 data-hook="product-item-name">Aceite corporal de cempasúchil</h3><span data-hook="product-item-price-to-pay">$380.00</span></a></li>
<li data-hook="product-list-grid-item"><a href="${base}/product-page/balsamo-cacao" data-hook="product-item-container">${media('balsamo-cacao', 'Bálsamo labial de cacao', 300, 300)}<h3 data-hook="product-item-name">Bálsamo labial de cacao</h3><span data-hook="product-item-price-to-pay">$120.00</span></a></li>
</ul></div>`),
  section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Como se vio en</h2><p class="font_8 wixui-rich-text__text"><a href="https://www.vogue.mx/belleza/articulos/marcas-mexicanas-de-cosmetica-natural/12345" target="_blank" class="wixui-rich-text__text">Vogue México</a> · <a href="https://www.quien.com/estilo/2023/10/05/cosmetica-oaxaquena" target="_blank" class="wixui-rich-text__text">Quién</a> · El Universal</p>`)}
${rich(`<h2 class="font_2 wixui-rich-text__text">Lo que dicen nuestras clientas</h2><p class="font_8 wixui-rich-text__text">«La crema de melipona me cambió la piel en dos semanas.» — Daniela, Puebla</p><p class="font_8 wixui-rich-text__text">«Huele a Oaxaca. Ya lo regalo en cada cumpleaños.» — Andrea, CDMX</p>`)}`),
  section(
    `${rich(`<p class="font_8 wixui-rich-text__text">Libre de crueldad animal — certificado por <a href="https://www.crueltyfreeinternational.org/leaping-bunny" target="_blank" class="wixui-rich-text__text">Leaping Bunny</a>. Todos nuestros productos cuentan con aviso de funcionamiento ante COFEPRIS.</p><p class="font_8 wixui-rich-text__text">¿Buscas una tienda cerca de ti? <a href="${base}/donde-comprar" class="wixui-rich-text__text">Consulta nuestros puntos de venta</a>.</p>`)}`,
  ),
].join('\n');

const about = [
  section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Nosotros</h1><p class="font_8 wixui-rich-text__text">Xochi Botánica nació en 2017 en la cocina de Itzel Martínez, química farmacobióloga, en el barrio de Jalatlaco. Empezó haciendo jabones con la miel que su abuela compraba a las meliponicultoras de la Mixteca; hoy somos un equipo de 19 personas — casi todas mujeres — y vendemos en México, Estados Unidos, Centroamérica, Colombia y España.</p>`)}
${media('taller-jalatlaco', 'Nuestro taller en Jalatlaco, Oaxaca', 900, 500)}`),
  section(
    `${rich(`<h2 class="font_2 wixui-rich-text__text">Cómo trabajamos</h2><ul class="font_8 wixui-rich-text__text"><li><p>Ingredientes de comercio justo, comprados directamente a cooperativas.</p></li><li><p>Fórmulas sin parabenos, sin sulfatos y sin fragancias sintéticas.</p></li><li><p>Envases de vidrio retornable y rellenos a granel en nuestra tienda de Oaxaca.</p></li></ul><p class="font_8 wixui-rich-text__text">Conoce a las comunidades y organizaciones con las que trabajamos en <a href="${base}/aliados" class="wixui-rich-text__text">Nuestros aliados</a>.</p>`)}`,
  ),
].join('\n');

const productCard = (slug: string, name: string, price: string) =>
  `<li data-hook="product-list-grid-item"><a href="${base}/product-page/${slug}" data-hook="product-item-container">${media(slug, name, 300, 300)}<h3 data-hook="product-item-name">${name}</h3><span data-hook="product-item-price-to-pay">${price}</span></a><button data-hook="product-item-add-to-cart-button">Agregar al carrito</button></li>`;

const shop =
  section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Tienda</h1><p class="font_8 wixui-rich-text__text">Envío gratis en pedidos mayores a $999 MXN. Paga con tarjeta, OXXO o Mercado Pago.</p>`)}
<div id="comp-gallery-shop" class="comp-gallery wixstores-product-gallery" data-hook="product-list"><ul data-hook="product-list-wrapper">
${productCard('crema-facial-melipona', 'Crema facial de miel melipona', '$420.00')}
${productCard('aceite-cempasuchil', 'Aceite corporal de cempasúchil', '$380.00')}
${productCard('balsamo-cacao', 'Bálsamo labial de cacao', '$120.00')}
${productCard('jabon-aguacate', 'Jabón de aguacate y arcilla', '$95.00')}
${productCard('serum-nopal', 'Sérum de nopal y vitamina C', '$510.00')}
${productCard('kit-regalo-oaxaca', 'Kit regalo Oaxaca', '$890.00')}
</ul></div>`);

const whereToBuy = [
  section(
    `${rich(`<h1 class="font_0 wixui-rich-text__text">Dónde comprar</h1><p class="font_8 wixui-rich-text__text">Encuentra Xochi Botánica en estas tiendas y boutiques. Si tu tienda favorita aún no nos tiene, ¡pídeselo!</p>`)}`,
  ),
  section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Ciudad de México</h2>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Botica Roma Norte</span><br class="wixui-rich-text__text">Colima 168, Roma Norte<br class="wixui-rich-text__text"><a href="https://www.boticaromanorte.com.mx" target="_blank" class="wixui-rich-text__text">boticaromanorte.com.mx</a></p>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Bazar Coyoacán Natural</span><br class="wixui-rich-text__text">Sábados y domingos, Jardín Centenario<br class="wixui-rich-text__text"><a href="https://www.instagram.com/bazarcoyoacannatural" target="_blank" class="wixui-rich-text__text">@bazarcoyoacannatural</a></p>
<h2 class="font_2 wixui-rich-text__text">Jalisco</h2>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Tierra Tapatía Concept Store</span><br class="wixui-rich-text__text">Av. Chapultepec Sur 120, Guadalajara<br class="wixui-rich-text__text">tierratapatia.mx</p>
<h2 class="font_2 wixui-rich-text__text">Nuevo León</h2>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Casa Alma</span><br class="wixui-rich-text__text">Río Guadalquivir 315, San Pedro Garza García<br class="wixui-rich-text__text"><a href="https://casaalma.com.mx" target="_blank" class="wixui-rich-text__text">casaalma.com.mx</a></p>`)}
${rich(`<h2 class="font_2 wixui-rich-text__text">Oaxaca</h2>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Nuestra tienda</span> — Macedonio Alcalá 407, Centro (rellenos a granel)</p>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Mercado Verde Oaxaca</span><br class="wixui-rich-text__text">García Vigil 512, Centro · www.mercadoverdeoax.mx</p>
<h2 class="font_2 wixui-rich-text__text">Península de Yucatán</h2>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Henequén Boutique</span>, Mérida — <a href="https://henequenboutique.com" target="_blank" class="wixui-rich-text__text">henequenboutique.com</a></p>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Tulum Apothecary</span>, Tulum — <a href="https://www.tulumapothecary.com" target="_blank" class="wixui-rich-text__text">tulumapothecary.com</a></p>`)}`),
  section(
    `${rich(`<h2 class="font_2 wixui-rich-text__text">Tiendas en línea</h2>
<p class="font_8 wixui-rich-text__text"><a href="https://bellezaconsciente.mx/marcas/xochi-botanica" target="_blank" class="wixui-rich-text__text">Belleza Consciente</a> · <a href="https://www.raizmarket.com.mx/xochi-botanica" target="_blank" class="wixui-rich-text__text">Raíz Market</a> · <a href="https://www.amazon.com.mx/stores/XochiBotanica/page/7C2B1A90-4E3D-4F2A-9B8C-1D0E2F3A4B5C" target="_blank" class="wixui-rich-text__text">Amazon México (tienda oficial)</a></p>
<h2 class="font_2 wixui-rich-text__text">Fuera de México</h2>
<p class="font_8 wixui-rich-text__text">España: <span style="font-weight:bold;" class="wixui-rich-text__text">La Botica de Lavapiés</span>, Madrid — <a href="https://laboticadelavapies.es" target="_blank" class="wixui-rich-text__text">laboticadelavapies.es</a></p>
<p class="font_8 wixui-rich-text__text">Estados Unidos, Centroamérica y Colombia: consulta a nuestros <a href="${base}/mayoreo" class="wixui-rich-text__text">distribuidores</a>.</p>`)}`,
  ),
].join('\n');

const wholesale = [
  section(
    `${rich(`<h1 class="font_0 wixui-rich-text__text">Mayoreo y distribución</h1><p class="font_8 wixui-rich-text__text">¿Tienes una tienda, spa u hotel boutique? Vendemos al mayoreo a partir de $6,000 MXN con envío gratis a todo México. Escríbenos a <a href="mailto:mayoreo@xochibotanica.com.mx" class="wixui-rich-text__text">mayoreo@xochibotanica.com.mx</a>.</p>`)}`,
  ),
  section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Nuestros distribuidores</h2>
<p class="font_8 wixui-rich-text__text">Fuera de México trabajamos con distribuidores exclusivos que atienden a tiendas y spas en su región:</p>`)}
<div class="repeater-distribuidores" role="list">
<div role="listitem" class="repeater-item">${rich(`<h3 class="font_4 wixui-rich-text__text">Centroamérica</h3><p class="font_8 wixui-rich-text__text">Grupo Quetzal Belleza — Ciudad de Guatemala. Guatemala, El Salvador, Honduras y Costa Rica.</p>`)}${button('https://www.grupoquetzalbelleza.com.gt', 'Ver sitio', true)}</div>
<div role="listitem" class="repeater-item">${rich(`<h3 class="font_4 wixui-rich-text__text">Estados Unidos</h3><p class="font_8 wixui-rich-text__text">Frontera Naturals LLC — San Antonio, Texas. Tiendas naturistas y spas en Texas, Arizona y California.</p>`)}${button('https://fronteranaturals.com', 'Ver sitio', true)}</div>
<div role="listitem" class="repeater-item">${rich(`<h3 class="font_4 wixui-rich-text__text">Colombia</h3><p class="font_8 wixui-rich-text__text">Alma Verde Cosméticos S.A.S. — Medellín.</p>`)}${button('https://www.almaverde.com.co', 'Ver sitio', true)}</div>
</div>`),
  section(
    `${rich(`<p class="font_8 wixui-rich-text__text">Hoteles que ofrecen nuestras amenidades: Casa Antigua Oaxaca, Hotel Xaman Tulum y <a href="https://www.hotelsierramadre.mx" target="_blank" class="wixui-rich-text__text">Hotel Sierra Madre</a>.</p>`)}`,
  ),
].join('\n');

const allies = [
  section(
    `${rich(`<h1 class="font_0 wixui-rich-text__text">Nuestros aliados</h1><p class="font_8 wixui-rich-text__text">Xochi no existiría sin las comunidades y organizaciones que nos acompañan. Ellas son nuestros aliados.</p>`)}`,
  ),
  section(`<div class="repeater-aliados" role="list">
<div role="listitem" class="repeater-item">${media('aliado-yosocuta', 'Cooperativa de Mujeres Meliponicultoras de Yosocuta', 400, 260)}${rich(`<h3 class="font_4 wixui-rich-text__text">Cooperativa de Mujeres Meliponicultoras de Yosocuta</h3><p class="font_8 wixui-rich-text__text">Mixteca, Oaxaca. Nos proveen la miel de abeja melipona de nuestras cremas, a precio justo y con contratos anuales.</p><p class="font_8 wixui-rich-text__text"><a href="https://coopyosocuta.org.mx" target="_blank" class="wixui-rich-text__text">coopyosocuta.org.mx</a></p>`)}</div>
<div role="listitem" class="repeater-item">${media('aliado-abejas', 'Fundación Abejas de Oaxaca', 400, 260)}${rich(`<h3 class="font_4 wixui-rich-text__text">Fundación Abejas de Oaxaca</h3><p class="font_8 wixui-rich-text__text">Donamos el 3% de nuestras ventas a sus programas de conservación de abejas nativas.</p><p class="font_8 wixui-rich-text__text"><a href="https://www.fundacionabejas.org.mx" target="_blank" class="wixui-rich-text__text">Conoce su trabajo</a></p>`)}</div>
<div role="listitem" class="repeater-item">${media('aliado-envases', 'Envases Verdes MX', 400, 260)}${rich(`<h3 class="font_4 wixui-rich-text__text">Envases Verdes MX</h3><p class="font_8 wixui-rich-text__text">Nuestro aliado en empaque: frascos de vidrio reciclado hechos en Jalisco y el programa de retorno de envases.</p><p class="font_8 wixui-rich-text__text">envasesverdes.mx</p>`)}</div>
</div>`),
  section(
    `${rich(`<h2 class="font_2 wixui-rich-text__text">Certificaciones</h2><p class="font_8 wixui-rich-text__text">Leaping Bunny (libre de crueldad) · Aviso de funcionamiento COFEPRIS · Distintivo «Hecho en México».</p>`)}`,
  ),
].join('\n');

const blog = section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Blog</h1>`)}
<div id="comp-blog" class="comp-blog" data-hook="post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${base}/post/rutina-piel-clima-seco">Rutina de piel para clima seco</a></h2><p data-hook="post-description">Tres pasos y dos productos para el invierno del Altiplano.</p><span data-hook="time-ago">15 feb 2024</span></article>
<article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${base}/post/visita-yosocuta">Un día con las meliponicultoras de Yosocuta</a></h2><p data-hook="post-description">Fuimos a la cosecha de miel con nuestras aliadas de la Mixteca.</p><span data-hook="time-ago">10 ene 2024</span></article>
<article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${base}/post/colaboracion-mariana-rios">Colaboración con @marianarios.piel</a></h2><p data-hook="post-description">Nuestro kit de Día de Muertos diseñado junto con la dermatóloga Mariana Ríos. <a href="https://www.instagram.com/marianarios.piel">Síguela en Instagram</a>.</p><span data-hook="time-ago">20 oct 2023</span></article>
<article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${base}/post/vogue-mexico">Salimos en Vogue México</a></h2><p data-hook="post-description">Nos incluyeron entre las marcas mexicanas de cosmética natural que hay que conocer.</p><span data-hook="time-ago">2 oct 2023</span></article></div>`);

const contact =
  section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Contacto</h1><p class="font_8 wixui-rich-text__text">Tienda y taller: Calle Macedonio Alcalá 407, Centro, Oaxaca de Juárez<br class="wixui-rich-text__text">Lunes a sábado, 10:00–20:00<br class="wixui-rich-text__text">WhatsApp: +52 951 123 4567 · <a href="mailto:hola@xochibotanica.com.mx" class="wixui-rich-text__text">hola@xochibotanica.com.mx</a></p>`)}
<div id="comp-form" class="comp-form wixui-form"><form aria-label="Contacto"><label for="f-nombre">Nombre</label><input id="f-nombre" name="nombre" required/><label for="f-correo">Correo</label><input id="f-correo" type="email" name="correo" required/><label for="f-mensaje">Mensaje</label><textarea id="f-mensaje" name="mensaje"></textarea><button type="submit">Enviar</button></form></div>`);

const jobs = section(
  `${rich(`<h1 class="font_0 wixui-rich-text__text">Trabaja con nosotros</h1><p class="font_8 wixui-rich-text__text">Buscamos <span style="font-weight:bold;">auxiliar de producción</span> (Oaxaca, tiempo completo) y <span style="font-weight:bold;">ejecutiva de ventas mayoreo</span> (CDMX, híbrido).</p><p class="font_8 wixui-rich-text__text">Envía tu CV a <a href="mailto:talento@xochibotanica.com.mx" class="wixui-rich-text__text">talento@xochibotanica.com.mx</a> o postúlate en <a href="https://www.occ.com.mx/empresas/xochi-botanica" target="_blank" class="wixui-rich-text__text">OCC Mundial</a>.</p>`)}`,
);

export const site: CorpusSite = {
  domain: 'xochibotanica.com.mx',
  covers:
    'Wix (Thunderbolt, Wix Stores) cosmetics brand (es-MX): retailers in rich-text blocks by state (two domains as plain text, one only on Instagram), online shops including a marketplace store page, distributors in a repeater with "Ver sitio" buttons, allies (suppliers and a foundation) in a repeater with one domain as text; press, certifier, customer testimonials, hotel customers, influencer, payment logos, job board and agency credit as negatives',
  pages: {
    '/': doc(
      '/',
      'c1dmp',
      'Xochi Botánica | Cosmética natural de Oaxaca',
      'Cosmética natural hecha a mano en Oaxaca con ingredientes de comunidades locales.',
      home,
    ),
    '/nosotros': doc('/nosotros', 'k3lq9', 'Nosotros | Xochi Botánica', 'La historia de Xochi Botánica.', about),
    '/tienda': doc('/tienda', 'shp7x', 'Tienda | Xochi Botánica', 'Compra cosmética natural en línea.', shop),
    '/donde-comprar': doc(
      '/donde-comprar',
      'dnd2c',
      'Dónde comprar | Xochi Botánica',
      'Tiendas y boutiques que venden Xochi Botánica en México y el extranjero.',
      whereToBuy,
    ),
    '/mayoreo': doc(
      '/mayoreo',
      'may4r',
      'Mayoreo y distribuidores | Xochi Botánica',
      'Compra al mayoreo y distribuidores internacionales.',
      wholesale,
    ),
    '/aliados': doc('/aliados', 'ali8s', 'Nuestros aliados | Xochi Botánica', 'Comunidades y organizaciones aliadas.', allies),
    '/blog': doc('/blog', 'blg5w', 'Blog | Xochi Botánica', 'Rutinas, ingredientes y noticias.', blog),
    '/contacto': doc('/contacto', 'cnt6t', 'Contacto | Xochi Botánica', 'Escríbenos.', contact),
    '/trabaja-con-nosotros': doc(
      '/trabaja-con-nosotros',
      'tcn9j',
      'Trabaja con nosotros | Xochi Botánica',
      'Vacantes en Xochi Botánica.',
      jobs,
    ),
  },
  technologies: ['wix', 'react', 'wix-ecommerce', 'google-analytics', 'google-tag-manager'],
  partners: {
    'boticaromanorte.com.mx': 'channel',
    'tierratapatia.mx': 'channel',
    'casaalma.com.mx': 'channel',
    'mercadoverdeoax.mx': 'channel',
    'henequenboutique.com': 'channel',
    'tulumapothecary.com': 'channel',
    'bellezaconsciente.mx': 'channel',
    'raizmarket.com.mx': 'channel',
    'amazon.com.mx': 'channel',
    'laboticadelavapies.es': 'channel',
    'grupoquetzalbelleza.com.gt': 'channel',
    'fronteranaturals.com': 'channel',
    'almaverde.com.co': 'channel',
    'coopyosocuta.org.mx': 'generic',
    'fundacionabejas.org.mx': 'generic',
    'envasesverdes.mx': 'generic',
  },
};
