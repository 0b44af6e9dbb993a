import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1712760043.7421938512419511234',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,m0j2EEknGIVUW/liY8BLLmAuC3yMZ1OAScTC/MxDaaVxY8Y2bq+dhXlDcnvdGNDd',
  'content-language': 'es',
};

const img = (id: string, alt: string, w = 300, h = 200) =>
  `<img src="https://static.wixstatic.com/media/8c1d2e_${id}~mv2.jpg/v1/fill/w_${w},h_${h},al_c,q_80/${id}.jpg" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}">`;

function head(title: string, description: string, path: string, pageId: string): string {
  return `<!DOCTYPE html>
<html lang="es" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8c1d2e_favicon~mv2.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/favicon.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.2f9c1a7e.bundle.min.js" async></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.4c8e2b1d.bundle.min.js" async></script>
  <script>
    !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', '418833920174512');
    fbq('track', 'PageView');
  </script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://www.mercadodelatierra.com.ar${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/8c1d2e_portada~mv2.jpg/v1/fit/w_2500,h_1330,al_c/8c1d2e_portada~mv2.jpg"/>
  <meta property="og:url" content="https://www.mercadodelatierra.com.ar${path}"/>
  <meta property="og:site_name" content="Mercado de la Tierra"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <script type="application/json" id="wix-viewer-model">{"siteFeaturesConfigs":{"platform":{"bootstrapData":{"location":{"externalBaseUrl":"https://www.mercadodelatierra.com.ar"}}}},"site":{"metaSiteId":"3a7c1e9f-2b4d-4c6e-8a0f-1d3b5c7e9f11","isPremium":true,"pageId":"${pageId}","language":"es"},"requestUrl":"https://www.mercadodelatierra.com.ar${path}"}</script>
</head>`;
}

const top = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="comp-lq1x8a2b wixui-image"><a href="https://www.mercadodelatierra.com.ar" data-testid="linkElement">${img('logo', 'Mercado de la Tierra - feria agroecológica', 160, 80)}</a></div>
<nav id="comp-lq1x9c3d" aria-label="Sitio" class="StylableHorizontalMenu wixui-horizontal-menu"><ul class="itemsContainer">
<li><a data-testid="linkElement" href="https://www.mercadodelatierra.com.ar" class="wixui-horizontal-menu__item">Inicio</a></li>
<li><a data-testid="linkElement" href="https://www.mercadodelatierra.com.ar/productores" class="wixui-horizontal-menu__item">Productores</a></li>
<li><a data-testid="linkElement" href="https://www.mercadodelatierra.com.ar/aliados" class="wixui-horizontal-menu__item">Aliados</a></li>
<li><a data-testid="linkElement" href="https://www.mercadodelatierra.com.ar/bolsones" class="wixui-horizontal-menu__item">Bolsones</a></li>
<li><a data-testid="linkElement" href="https://www.mercadodelatierra.com.ar/contacto" class="wixui-horizontal-menu__item">Contacto</a></li>
</ul></nav></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="page-content">`;

const bottom = `</div></div></main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">
<div id="comp-lq2a1b2c" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Mercado de la Tierra · Asociación Civil · Plaza 12 de Octubre, Pilar, Buenos Aires · Sábados de 9 a 14 h</p>
<p class="font_8 wixui-rich-text__text">Reparto a domicilio con nuestro partner logístico <a href="https://www.entregasverdes.com.ar/" target="_blank" class="wixui-rich-text__text">Entregas Verdes</a>.</p>
<p class="font_8 wixui-rich-text__text">Con el apoyo de la Municipalidad de Pilar · Aceptamos efectivo, transferencia y <a href="https://www.mercadopago.com.ar/" target="_blank" class="wixui-rich-text__text">Mercado Pago</a></p></div>
<ul class="social-bar wixui-social-links-bar" aria-label="Barra de redes sociales">
<li><a href="https://www.instagram.com/mercadodelatierra.pilar/" target="_blank" aria-label="Instagram">${img('ig-icon', 'Instagram', 28, 28)}</a></li>
<li><a href="https://www.facebook.com/mercadodelatierrapilar" target="_blank" aria-label="Facebook">${img('fb-icon', 'Facebook', 28, 28)}</a></li>
<li><a href="https://api.whatsapp.com/send?phone=5491144120987&amp;text=Hola%21%20Quiero%20info%20del%20bols%C3%B3n" target="_blank" aria-label="WhatsApp">${img('wa-icon', 'WhatsApp', 28, 28)}</a></li>
</ul>
<p class="font_9">© 2024 por Mercado de la Tierra. Creado con Wix.com</p>
</footer>
</div></div></div></div>
</body>
</html>`;

const home = `${head('Mercado de la Tierra | Feria agroecológica de Pilar', 'Feria de productores agroecológicos y familiares todos los sábados en Pilar. Verduras, quesos, miel y pan de masa madre directo del productor.', '', 'c1dmp')}
${top}
<section id="comp-hero" class="wixui-section"><h1 class="font_0 wixui-rich-text__text">Del campo a tu mesa, sin intermediarios</h1><p class="font_7">Más de 40 puestos de productores agroecológicos y de la agricultura familiar, todos los sábados en la plaza de Pilar.</p>${img('feria-plaza', 'Puestos de la feria en la plaza', 980, 420)}</section>
<section id="comp-sponsors" class="wixui-section"><h2 class="font_2">Gracias a nuestros sponsors</h2><p class="font_8">La temporada 2024 es posible gracias a <a href="https://www.bancopampa.com.ar/rse" target="_blank">Banco Pampa</a> y a <a href="https://www.seguroslacriolla.com.ar/" target="_blank">Seguros La Criolla</a>.</p></section>
<section id="comp-prensa" class="wixui-section"><h2 class="font_2">Nos mencionaron</h2><p class="font_8"><a href="https://www.lanacion-campo.com.ar/ferias-agroecologicas-conurbano" target="_blank">La Nación Campo</a> · <a href="https://www.pilaradiario.com.ar/nota/mercado-de-la-tierra" target="_blank">Pilar a Diario</a></p></section>
${bottom}`;

const aliados = `${head('Aliados | Mercado de la Tierra', 'Las organizaciones y empresas que trabajan con nosotros para una alimentación sana y justa.', '/aliados', 'k8x2p')}
${top}
<section id="comp-aliados" class="wixui-section">
<h1 class="font_0">Nuestros aliados</h1>
<div data-testid="richTextElement" class="wixui-rich-text">
<p class="font_7">El Mercado no sería posible sin una red de organizaciones que acompañan a los productores.</p>
<p class="font_7">Trabajamos junto a la <a href="https://coopoeste.com.ar/" target="_blank">Cooperativa de Productores Familiares del Oeste</a>, que organiza la logística de los puestos de Moreno y General Rodríguez, y a la <a href="https://www.semillanativa.org.ar/que-hacemos" target="_blank">Fundación Semilla Nativa</a>, con quien llevamos adelante el banco de semillas criollas de la feria.</p>
<p class="font_7">La certificación participativa de los productores se hace con el acompañamiento técnico de <a href="http://www.agroecologiapilar.org" target="_blank">Red de Agroecología de Pilar</a>.</p>
<p class="font_7">Los bolsones semanales se pueden pedir desde <a href="https://bolson.app/ferias/mercado-de-la-tierra" target="_blank">Bolsón</a>, nuestra aliada tecnológica para pedidos online.</p>
<p class="font_7">También participan de la feria la huerta comunitaria del barrio Agustoni y la Escuela Agraria N° 1, que venden plantines en el puesto 14.</p>
</div>
<h2 class="font_2">Productos certificados</h2>
<p class="font_8">Los puestos con sello orgánico están certificados por <a href="https://www.certificadoraorganica.com.ar/" target="_blank">Certificadora Orgánica del Sur</a>.</p>
</section>
${bottom}`;

const productores = `${head('Productores | Mercado de la Tierra', 'Conocé a los productores de la feria.', '/productores', 'r4t7q')}
${top}
<section id="comp-productores" class="wixui-section">
<h1 class="font_0">Nuestros productores</h1>
<div role="list" class="wixui-repeater">
<div role="listitem" class="wixui-repeater__item">${img('quinta-dona-rosa', 'Quinta Doña Rosa')}<h3>Quinta Doña Rosa</h3><p>Verduras de estación agroecológicas · Luján</p><a href="https://www.instagram.com/quintadonarosa/" target="_blank">@quintadonarosa</a></div>
<div role="listitem" class="wixui-repeater__item">${img('tambo-la-paloma', 'Tambo La Paloma')}<h3>Tambo La Paloma</h3><p>Quesos de pasta blanda y dulce de leche · Exaltación de la Cruz</p></div>
<div role="listitem" class="wixui-repeater__item">${img('apicola-los-talas', 'Apícola Los Talas')}<h3>Apícola Los Talas</h3><p>Miel multifloral y propóleo · Zárate</p><a href="https://www.instagram.com/apicolalostalas/" target="_blank">@apicolalostalas</a></div>
<div role="listitem" class="wixui-repeater__item">${img('masa-madre-pilar', 'Masa Madre Pilar')}<h3>Masa Madre Pilar</h3><p>Pan de masa madre con harinas agroecológicas · Pilar</p></div>
</div>
<p class="font_8">¿Querés sumar tu puesto? Escribinos por <a href="https://api.whatsapp.com/send?phone=5491144120987" target="_blank">WhatsApp</a>.</p>
</section>
${bottom}`;

export const site: CorpusSite = {
  domain: 'mercadodelatierra.com.ar',
  covers:
    'Argentine farmers market on Wix (Facebook Pixel, WhatsApp links): allies described in prose sentences with links (.com.ar/.org.ar/.org, deep link), technology ally for online orders, logistics partner in the footer, producers (vendors) with Instagram or no links; negatives: sponsors, press, certifier, payment method link, municipal support, social links',
  pages: {
    '/': { headers, html: home },
    '/aliados': { headers, html: aliados },
    '/productores': { headers, html: productores },
  },
  sitemap: ['/', '/aliados', '/productores'],
  technologies: ['wix', 'react', 'websitebuilder', 'facebook-pixel', 'whatsapp-business-chat', 'open-graph'],
  partners: {
    'coopoeste.com.ar': 'generic',
    'semillanativa.org.ar': 'generic',
    'agroecologiapilar.org': 'generic',
    'bolson.app': 'technology',
    'entregasverdes.com.ar': 'generic',
  },
};
