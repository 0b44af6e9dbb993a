import type { CorpusSite } from '../corpus/types.js';

const EV = '3.27.3';

const head = (title: string, desc: string, path: string, pageId: number): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<link rel="canonical" href="https://zeytinada.com.tr${path}">
<meta property="og:locale" content="tr_TR">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://zeytinada.com.tr${path}">
<meta property="og:site_name" content="Zeytinada">
<link rel='stylesheet' id='wp-block-library-css' href='https://zeytinada.com.tr/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='https://zeytinada.com.tr/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.6.0' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://zeytinada.com.tr/wp-content/themes/hello-elementor/style.min.css?ver=3.2.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://zeytinada.com.tr/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=${EV}' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='https://zeytinada.com.tr/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1738412210' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='https://zeytinada.com.tr/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
<link rel='stylesheet' id='elementor-gf-local-playfairdisplay-css' href='https://zeytinada.com.tr/wp-content/uploads/elementor/google-fonts/css/playfairdisplay.css?ver=1738410012' media='all' />
<script src="https://zeytinada.com.tr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://zeytinada.com.tr/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.6.0" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ZT4K8Q1M2N"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-ZT4K8Q1M2N');</script>
<link rel="https://api.w.org/" href="https://zeytinada.com.tr/wp-json/" />
<meta name="generator" content="WordPress 6.7.2" />
<meta name="generator" content="WooCommerce 9.6.0" />
<meta name="generator" content="Elementor ${EV}; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>`;

const header = `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header" data-elementor-post-type="elementor_library">
<div class="elementor-element elementor-element-3b1e0f2 e-flex e-con-boxed e-con e-parent" data-id="3b1e0f2" data-element_type="container">
<div class="e-con-inner">
<div class="elementor-element elementor-element-7a2c91d elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="7a2c91d" data-element_type="widget" data-widget_type="theme-site-logo.default">
<a href="https://zeytinada.com.tr"><img width="220" height="64" src="https://zeytinada.com.tr/wp-content/uploads/2024/03/zeytinada-logo.svg" class="attachment-full size-full" alt="Zeytinada Ayval&#305;k"></a>
</div>
<div class="elementor-element elementor-element-f02a6b4 elementor-nav-menu__align-end elementor-widget elementor-widget-nav-menu" data-id="f02a6b4" data-element_type="widget" data-widget_type="nav-menu.default">
<nav aria-label="Men&uuml;" class="elementor-nav-menu--main elementor-nav-menu__container">
<ul id="menu-1-f02a6b4" class="elementor-nav-menu">
<li class="menu-item"><a href="https://zeytinada.com.tr/" class="elementor-item">Anasayfa</a></li>
<li class="menu-item menu-item-has-children"><a href="https://zeytinada.com.tr/urunlerimiz/" class="elementor-item">&Uuml;r&uuml;nlerimiz</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item"><a href="https://zeytinada.com.tr/urun-kategori/zeytinyagi/" class="elementor-sub-item">Zeytinya&#287;&#305;</a></li>
<li class="menu-item"><a href="https://zeytinada.com.tr/urun-kategori/sofralik-zeytin/" class="elementor-sub-item">Sofral&#305;k Zeytin</a></li>
<li class="menu-item"><a href="https://zeytinada.com.tr/urun-kategori/dogal-sabun/" class="elementor-sub-item">Do&#287;al Sabun</a></li>
</ul></li>
<li class="menu-item menu-item-has-children"><a href="#" class="elementor-item elementor-item-anchor">Kurumsal</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item"><a href="https://zeytinada.com.tr/hakkimizda/" class="elementor-sub-item">Hakk&#305;m&#305;zda</a></li>
<li class="menu-item"><a href="https://zeytinada.com.tr/distributorlerimiz/" class="elementor-sub-item">Distrib&uuml;t&ouml;rlerimiz</a></li>
<li class="menu-item"><a href="https://zeytinada.com.tr/bayilik-basvurusu/" class="elementor-sub-item">Bayilik Ba&#351;vurusu</a></li>
</ul></li>
<li class="menu-item"><a href="https://zeytinada.com.tr/iletisim/" class="elementor-item">&#304;leti&#351;im</a></li>
</ul>
</nav>
</div>
<div class="elementor-element elementor-element-c81d3e0 elementor-widget elementor-widget-woocommerce-menu-cart" data-id="c81d3e0" data-element_type="widget" data-widget_type="woocommerce-menu-cart.default">
<a id="elementor-menu-cart__toggle_button" href="https://zeytinada.com.tr/sepet/" class="elementor-menu-cart__toggle_button elementor-button elementor-size-sm" aria-expanded="false"><span class="elementor-button-text"><span class="woocommerce-Price-amount amount">0,00&nbsp;&#8378;</span></span><span class="elementor-button-icon" data-counter="0"><i class="fas fa-shopping-basket" aria-hidden="true"></i><span class="elementor-screen-only">Sepet</span></span></a>
</div>
</div>
</div>
</div>`;

const footer = `<div data-elementor-type="footer" data-elementor-id="27" class="elementor elementor-27 elementor-location-footer" data-elementor-post-type="elementor_library">
<div class="elementor-element elementor-element-9e0b2f1 e-flex e-con-boxed e-con e-parent" data-id="9e0b2f1" data-element_type="container">
<div class="e-con-inner">
<div class="elementor-element elementor-element-11aa2b3 e-con-full e-flex e-con e-child" data-id="11aa2b3" data-element_type="container">
<div class="elementor-widget elementor-widget-heading"><h4 class="elementor-heading-title">Zeytinada</h4></div>
<div class="elementor-widget elementor-widget-text-editor"><p>1962&rsquo;den beri Ayval&#305;k&rsquo;ta, ailemizin bah&ccedil;elerinden sofran&#305;za so&#287;uk s&#305;k&#305;m zeytinya&#287;&#305;.</p></div>
<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-map-marker-alt"></i> <span class="elementor-icon-list-text">Sahil Yolu Cd. No:41, Ayval&#305;k / Bal&#305;kesir</span></li>
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-phone"></i> <span class="elementor-icon-list-text">+90 266 312 45 80</span></li>
</ul></div>
</div>
<div class="elementor-element elementor-element-22bb3c4 e-con-full e-flex e-con e-child" data-id="22bb3c4" data-element_type="container">
<div class="elementor-widget elementor-widget-heading"><h4 class="elementor-heading-title">Kurumsal</h4></div>
<ul class="footer-links">
<li><a href="https://zeytinada.com.tr/hakkimizda/">Hakk&#305;m&#305;zda</a></li>
<li><a href="https://zeytinada.com.tr/distributorlerimiz/">Distrib&uuml;t&ouml;rlerimiz</a></li>
<li><a href="https://zeytinada.com.tr/bayilik-basvurusu/">Bayimiz Olun</a></li>
<li><a href="https://zeytinada.com.tr/kvkk-aydinlatma-metni/">KVKK Ayd&#305;nlatma Metni</a></li>
<li><a href="https://zeytinada.com.tr/mesafeli-satis-sozlesmesi/">Mesafeli Sat&#305;&#351; S&ouml;zle&#351;mesi</a></li>
</ul>
</div>
<div class="elementor-element elementor-element-33cc4d5 e-con-full e-flex e-con e-child" data-id="33cc4d5" data-element_type="container">
<div class="elementor-widget elementor-widget-heading"><h4 class="elementor-heading-title">Bizi Takip Edin</h4></div>
<div class="elementor-social-icons-wrapper elementor-grid">
<a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/zeytinada/" target="_blank"><span class="elementor-screen-only">Instagram</span></a>
<a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/zeytinada" target="_blank"><span class="elementor-screen-only">Facebook</span></a>
<a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@zeytinada" target="_blank"><span class="elementor-screen-only">YouTube</span></a>
</div>
<div class="elementor-widget elementor-widget-image odeme-logolari">
<a href="https://www.iyzico.com/" target="_blank" rel="nofollow"><img src="https://zeytinada.com.tr/wp-content/uploads/2024/03/iyzico-ile-ode.png" alt="iyzico ile &ouml;de"></a>
<img src="https://zeytinada.com.tr/wp-content/uploads/2024/03/visa-mastercard-troy.png" alt="Visa, Mastercard, Troy">
</div>
</div>
</div>
</div>
<div class="elementor-element elementor-element-44dd5e6 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner"><p class="copyright">&copy; 2026 Zeytinada G&#305;da Tar&#305;m San. ve Tic. A.&#350;. T&uuml;m haklar&#305; sakl&#305;d&#305;r.</p></div></div>
</div>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=905323124580&amp;text=Merhaba" target="_blank" rel="noopener" aria-label="WhatsApp ile yaz&#305;n"><i class="fab fa-whatsapp"></i></a>
<script src="https://zeytinada.com.tr/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js?ver=9.6.0" id="sourcebuster-js-js"></script>
<script src="https://zeytinada.com.tr/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.27.1" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://zeytinada.com.tr/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=${EV}" id="elementor-webpack-runtime-js"></script>
<script src="https://zeytinada.com.tr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=${EV}" id="elementor-frontend-modules-js"></script>
<script src="https://zeytinada.com.tr/wp-includes/js/jquery/ui/core.min.js?ver=1.13.3" id="jquery-ui-core-js"></script>
<script src="https://zeytinada.com.tr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=${EV}" id="elementor-frontend-js"></script>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://zeytinada.com.tr/wp-json/>; rel="https://api.w.org/"',
};

const page = (title: string, desc: string, path: string, pageId: number, bodyClass: string, content: string): string => `<!doctype html>
<html lang="tr">
${head(title, desc, path, pageId)}
<body class="${bodyClass} theme-hello-elementor woocommerce-no-js elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
${header}
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">
${content}
</div>
${footer}
</body>
</html>`;

const home = page(
  'Zeytinada | Ayval&#305;k Natural S&#305;zma Zeytinya&#287;&#305;',
  'Ayval&#305;k&#8217;&#305;n erken hasat, so&#287;uk s&#305;k&#305;m natural s&#305;zma zeytinya&#287;&#305; ve sofral&#305;k zeytinleri. Online sipari&#351;, toptan ve bayilik.',
  '/',
  8,
  'home page-template-default page page-id-8',
  `<div class="elementor-element elementor-element-a1b2c3d e-flex e-con-boxed e-con e-parent hero" data-id="a1b2c3d" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;slideshow&quot;}">
<div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Ayval&#305;k&rsquo;&#305;n zeytini, ailemizin eme&#287;i</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>2025/26 erken hasat natural s&#305;zma zeytinya&#287;&#305;m&#305;z sto&#287;a girdi. Asitlik &lt; %0,3.</p></div>
<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link" href="https://zeytinada.com.tr/urun-kategori/zeytinyagi/"><span class="elementor-button-text">Hemen Sipari&#351; Ver</span></a></div>
</div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent urunler"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">&Ouml;ne &Ccedil;&#305;kan &Uuml;r&uuml;nler</h2></div>
<div class="elementor-widget elementor-widget-woocommerce-products"><div class="woocommerce columns-3"><ul class="products columns-3">
<li class="product type-product"><a href="https://zeytinada.com.tr/urun/erken-hasat-natural-sizma-500-ml/" class="woocommerce-LoopProduct-link"><img src="https://zeytinada.com.tr/wp-content/uploads/2025/11/erken-hasat-500.jpg" alt="Erken Hasat Natural S&#305;zma 500 ml"><h2 class="woocommerce-loop-product__title">Erken Hasat Natural S&#305;zma 500 ml</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>489,00&nbsp;&#8378;</bdi></span></span></a><a href="?add-to-cart=412" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="412" rel="nofollow">Sepete ekle</a></li>
<li class="product type-product"><a href="https://zeytinada.com.tr/urun/ayvalik-yesil-cizik-zeytin-1-kg/" class="woocommerce-LoopProduct-link"><img src="https://zeytinada.com.tr/wp-content/uploads/2025/11/cizik-zeytin.jpg" alt="Ye&#351;il &Ccedil;izik Zeytin 1 kg"><h2 class="woocommerce-loop-product__title">Ye&#351;il &Ccedil;izik Zeytin 1 kg</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>329,00&nbsp;&#8378;</bdi></span></span></a><a href="?add-to-cart=418" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="418" rel="nofollow">Sepete ekle</a></li>
</ul></div></div>
</div></div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent oduller"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">&Ouml;d&uuml;llerimiz</h2></div>
<div class="elementor-widget elementor-widget-image-carousel" data-widget_type="image-carousel.default">
<div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">
<div class="swiper-slide" role="group"><a href="https://bestoliveoils.com/brand/zeytinada"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://zeytinada.com.tr/wp-content/uploads/2025/06/nyiooc-gold-2025.png" alt="NYIOOC 2025 Gold Award"></figure></a></div>
<div class="swiper-slide" role="group"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://zeytinada.com.tr/wp-content/uploads/2025/06/london-ioc-silver.png" alt="London IOOC 2025 G&uuml;m&uuml;&#351;"></figure></div>
</div></div>
</div>
</div></div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent bayi-cta"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Zeytinada bayisi olmak ister misiniz?</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p>T&uuml;rkiye&rsquo;nin her ilinde ve 14 &uuml;lkede distrib&uuml;t&ouml;rlerimizle &ccedil;al&#305;&#351;&#305;yoruz. <a href="https://zeytinada.com.tr/distributorlerimiz/">Distrib&uuml;t&ouml;r a&#287;&#305;m&#305;z&#305; g&ouml;r&uuml;n</a> ya da <a href="https://zeytinada.com.tr/bayilik-basvurusu/">ba&#351;vurun</a>.</p></div>
</div></div>`,
);

const hakkimizda = page(
  'Hakk&#305;m&#305;zda | Zeytinada',
  '1962&#8217;den beri Ayval&#305;k&#8217;ta zeytin ve zeytinya&#287;&#305; &uuml;reten aile &#351;irketi.',
  '/hakkimizda/',
  10,
  'page-template-default page page-id-10',
  `<div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Hikayemiz</h1></div>
<div class="elementor-widget elementor-widget-text-editor">
<p>Zeytinada, 1962 y&#305;l&#305;nda dedemiz Hasan Ada&rsquo;n&#305;n Ayval&#305;k&rsquo;taki ilk ta&#351; de&#287;irmeniyle kuruldu. Bug&uuml;n &uuml;&ccedil;&uuml;nc&uuml; ku&#351;ak olarak 420 d&ouml;n&uuml;m bah&ccedil;emizde Ayval&#305;k (Edremit) zeytini yeti&#351;tiriyor, modern tesisimizde hasattan sonraki 4 saat i&ccedil;inde s&#305;k&#305;yoruz.</p>
<p>&Uuml;r&uuml;nlerimiz <a href="https://ci.turkpatent.gov.tr/cografi-isaretler/detay/38">Ayval&#305;k Zeytinya&#287;&#305; co&#287;rafi i&#351;aretini</a> ta&#351;&#305;maktad&#305;r.</p>
</div>
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Sertifikalar&#305;m&#305;z ve &uuml;yeliklerimiz</h2></div>
<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-check"></i> ISO 22000 G&#305;da G&uuml;venli&#287;i &ndash; <a href="https://www.tse.org.tr/">TSE</a> taraf&#305;ndan belgelendirilmi&#351;tir</li>
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-check"></i> Organik Tar&#305;m Sertifikas&#305; &ndash; <a href="https://www.ecocert.com/tr-TR/anasayfa">Ecocert</a></li>
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-check"></i> <a href="https://www.egebirlik.org.tr/">Ege &#304;hracat&ccedil;&#305; Birlikleri</a> &uuml;yesi</li>
<li class="elementor-icon-list-item"><i aria-hidden="true" class="fas fa-check"></i> <a href="https://www.zzk.gov.tr/">Ulusal Zeytin ve Zeytinya&#287;&#305; Konseyi</a> &uuml;yesi</li>
</ul></div>
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Bas&#305;nda Biz</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p><a href="https://www.hurriyet.com.tr/lezizz/ayvalikta-ucuncu-kusak-zeytinciler-42718890">H&uuml;rriyet Lezizz: &ldquo;Ayval&#305;k&rsquo;ta &uuml;&ccedil;&uuml;nc&uuml; ku&#351;ak zeytinciler&rdquo;</a></p></div>
</div></div>`,
);

const distributorler = page(
  'Distrib&uuml;t&ouml;rlerimiz | Zeytinada',
  'Zeytinada &uuml;r&uuml;nlerini T&uuml;rkiye&#8217;de ve yurt d&#305;&#351;&#305;nda sat&#305;n alabilece&#287;iniz distrib&uuml;t&ouml;r ve bayilerimiz.',
  '/distributorlerimiz/',
  14,
  'page-template-default page page-id-14',
  `<div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Distrib&uuml;t&ouml;rlerimiz</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Zeytinada &uuml;r&uuml;nleri yurt i&ccedil;inde b&ouml;lge bayilerimiz, yurt d&#305;&#351;&#305;nda ise yetkili distrib&uuml;t&ouml;rlerimiz arac&#305;l&#305;&#287;&#305;yla sat&#305;lmaktad&#305;r.</p></div>
<div class="elementor-widget elementor-widget-tabs" data-widget_type="tabs.default">
<div class="elementor-tabs">
<div class="elementor-tabs-wrapper" role="tablist">
<div id="elementor-tab-title-1461" class="elementor-tab-title elementor-tab-desktop-title elementor-active" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1461">Yurt D&#305;&#351;&#305;</div>
<div id="elementor-tab-title-1462" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1462">Yurt &#304;&ccedil;i</div>
<div id="elementor-tab-title-1463" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1463">Online</div>
</div>
<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
<div id="elementor-tab-content-1461" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-1461">
<table class="distributor-table">
<thead><tr><th>&Uuml;lke</th><th>Distrib&uuml;t&ouml;r</th><th>Web</th></tr></thead>
<tbody>
<tr><td>Almanya</td><td>Anatolia Feinkost GmbH</td><td><a href="https://www.anatolia-feinkost.de/" target="_blank" rel="noopener">anatolia-feinkost.de</a></td></tr>
<tr><td>Hollanda &amp; Bel&ccedil;ika</td><td>Egefood B.V.</td><td><a href="https://egefood.nl/" target="_blank" rel="noopener">egefood.nl</a></td></tr>
<tr><td>Birle&#351;ik Krall&#305;k</td><td>Olive &amp; Vine Imports Ltd</td><td><a href="https://www.oliveandvine.co.uk/" target="_blank" rel="noopener">oliveandvine.co.uk</a></td></tr>
<tr><td>ABD</td><td>Mediterranean Grocers Inc.</td><td><a href="https://medgrocers.com/brands/zeytinada" target="_blank" rel="noopener">medgrocers.com</a></td></tr>
<tr><td>Azerbaycan</td><td>Xaz&#601;r Qida MMC</td><td>+994 12 404 71 10</td></tr>
</tbody>
</table>
</div>
<div id="elementor-tab-content-1462" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-1462" hidden="hidden">
<ul class="bayi-listesi">
<li><strong>&#304;zmir &ndash; K&ouml;rfez G&#305;da</strong><br>Alsancak, &#304;zmir &middot; <a href="https://www.korfezgida.com.tr/" target="_blank">korfezgida.com.tr</a></li>
<li><strong>&#304;stanbul &ndash; Bo&#287;azi&ccedil;i &#350;ark&uuml;teri</strong><br>Kad&#305;k&ouml;y, &#304;stanbul &middot; <a href="https://bogazicisarkuteri.com/" target="_blank">bogazicisarkuteri.com</a></li>
<li><strong>Ankara &ndash; Ba&#351;kent Do&#287;al G&#305;da</strong><br>&Ccedil;ankaya, Ankara &middot; 0312 441 90 22</li>
<li><strong>Bursa &ndash; Uluda&#287; Delikatessen</strong><br>Nil&uuml;fer, Bursa &middot; <a href="https://uludagdelikatessen.com.tr/" target="_blank">uludagdelikatessen.com.tr</a></li>
</ul>
</div>
<div id="elementor-tab-content-1463" class="elementor-tab-content elementor-clearfix" data-tab="3" role="tabpanel" aria-labelledby="elementor-tab-title-1463" hidden="hidden">
<p>Online sat&#305;&#351; ortaklar&#305;m&#305;z: &uuml;r&uuml;nlerimizi resmi ma&#287;azalar&#305;m&#305;zdan da sipari&#351; edebilirsiniz.</p>
<ul>
<li><a href="https://www.trendyol.com/magaza/zeytinada-m-318842" target="_blank">Trendyol Zeytinada Ma&#287;azas&#305;</a></li>
<li><a href="https://www.hepsiburada.com/magaza/zeytinada" target="_blank">Hepsiburada Zeytinada Ma&#287;azas&#305;</a></li>
</ul>
</div>
</div>
</div>
</div>
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Lojistik partnerimiz</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Yurt i&ccedil;i sipari&#351;leriniz lojistik partnerimiz <a href="https://www.araskargo.com.tr/">Aras Kargo</a> ile 1-3 i&#351; g&uuml;n&uuml; i&ccedil;inde kap&#305;n&#305;zda.</p></div>
<div class="elementor-widget elementor-widget-google_maps"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Zeytinada%20Ayval%C4%B1k&amp;t=m&amp;z=12&amp;output=embed&amp;iwloc=near" title="Zeytinada Ayval&#305;k" aria-label="Zeytinada Ayval&#305;k"></iframe></div></div>
</div></div>`,
);

const bayilik = page(
  'Bayilik Ba&#351;vurusu | Zeytinada',
  'Zeytinada bayisi veya distrib&uuml;t&ouml;r&uuml; olmak i&ccedil;in ba&#351;vuru formu.',
  '/bayilik-basvurusu/',
  16,
  'page-template-default page page-id-16',
  `<div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Bayilik Ba&#351;vurusu</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>&#350;ark&uuml;teri, organik market, restoran veya ithalat&ccedil;&#305; m&#305;s&#305;n&#305;z? Formu doldurun, b&ouml;lge sat&#305;&#351; sorumlumuz 2 i&#351; g&uuml;n&uuml; i&ccedil;inde size d&ouml;ns&uuml;n.</p></div>
<div class="elementor-widget elementor-widget-form">
<form class="elementor-form" method="post" name="Bayilik Formu">
<input type="hidden" name="post_id" value="16"><input type="hidden" name="form_id" value="5d2e8a1">
<div class="elementor-form-fields-wrapper elementor-labels-above">
<div class="elementor-field-group"><label for="form-field-firma" class="elementor-field-label">Firma Ad&#305;</label><input size="1" type="text" name="form_fields[firma]" id="form-field-firma" class="elementor-field elementor-size-sm elementor-field-textual" required="required"></div>
<div class="elementor-field-group"><label for="form-field-sehir" class="elementor-field-label">&#350;ehir / &Uuml;lke</label><input size="1" type="text" name="form_fields[sehir]" id="form-field-sehir" class="elementor-field elementor-size-sm elementor-field-textual"></div>
<div class="elementor-field-group"><label for="form-field-email" class="elementor-field-label">E-posta</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" required="required"></div>
<div class="elementor-field-group elementor-field-type-acceptance"><input type="checkbox" name="form_fields[kvkk]" id="form-field-kvkk" required="required"> <label for="form-field-kvkk">KVKK Ayd&#305;nlatma Metni&rsquo;ni okudum.</label></div>
<div class="elementor-field-group elementor-field-type-submit"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">G&ouml;nder</span></button></div>
</div>
</form>
</div>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'zeytinada.com.tr',
  covers:
    'Turkish olive-oil maker on WordPress + Elementor Pro + WooCommerce (LiteSpeed); distributors in Elementor tabs: a country table with one unlinked distributor, a regional dealer list with one phone-only dealer, and online sales partners (all channel); a logistics partner in prose (generic); negatives: award carousel, certification bodies, export-association memberships, geographic-indication registry, press, payment logos, socials, WhatsApp button, Google Maps embed',
  pages: {
    '/': { headers, html: home },
    '/hakkimizda/': { headers, html: hakkimizda },
    '/distributorlerimiz/': { headers, html: distributorler },
    '/bayilik-basvurusu/': { headers, html: bayilik },
  },
  sitemap: ['/', '/hakkimizda/', '/distributorlerimiz/', '/bayilik-basvurusu/', '/iletisim/', '/urunlerimiz/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'woocommerce',
    'jquery',
    'litespeed',
    'google-analytics',
    'google-tag-manager',
    'font-awesome',
    'swiper',
    'whatsapp-business-chat',
    'google-maps',
    'open-graph',
    'hello-elementor',
    'litespeed-cache',
    'litespeed-cache',
  ],
  partners: {
    'anatolia-feinkost.de': 'channel',
    'egefood.nl': 'channel',
    'oliveandvine.co.uk': 'channel',
    'medgrocers.com': 'channel',
    'korfezgida.com.tr': 'channel',
    'bogazicisarkuteri.com': 'channel',
    'uludagdelikatessen.com.tr': 'channel',
    'trendyol.com': 'channel',
    'hepsiburada.com': 'channel',
    'araskargo.com.tr': 'generic',
  },
};
