import type { CorpusSite } from '../corpus/types.js';

const head = (title: string) => `<!DOCTYPE html>
<html lang="ru">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title}</title>
	<meta name="keywords" content="встраиваемая техника, вытяжки, варочные панели, духовые шкафы, ВАРТОН" />
	<meta name="description" content="ВАРТОН — российский производитель встраиваемой кухонной техники. Вытяжки, варочные панели и духовые шкафы с гарантией 3 года." />
	<link href="/bitrix/js/main/core/css/core.min.css?16987654322854" type="text/css" rel="stylesheet" />
	<link href="/bitrix/cache/css/s1/varton/template_4f1c2e9a7b3d5e6f/template_4f1c2e9a7b3d5e6f_v1.css?1709123456187432" type="text/css" data-template-style="true" rel="stylesheet" />
	<script type="text/javascript">if(!window.BX)window.BX={};if(!window.BX.message)window.BX.message=function(mess){if(typeof mess==='object'){for(let i in mess) {BX.message[i]=mess[i];} return true;}};</script>
	<script type="text/javascript">(window.BX||top.BX).message({'JS_CORE_LOADING':'Загрузка...','JS_CORE_NO_DATA':'- Нет данных -','LANGUAGE_ID':'ru','FORMAT_DATE':'DD.MM.YYYY','FORMAT_DATETIME':'DD.MM.YYYY HH:MI:SS','COOKIE_PREFIX':'BITRIX_SM','SERVER_TZ_OFFSET':'10800','SITE_ID':'s1','SITE_DIR':'/','USER_ID':'','SERVER_TIME':'1710012345','USER_TZ_OFFSET':'0','USER_TZ_AUTO':'Y','bitrix_sessid':'5e1f2a3b4c6d7e8f9a0b1c2d3e4f5a6b'});</script>
	<script type="text/javascript" src="/bitrix/js/main/core/core.min.js?1698765432223197"></script>
	<script>BX.setJSList(['/bitrix/js/main/core/core_ajax.js','/bitrix/js/main/core/core_promise.js','/local/templates/varton/js/jquery-3.6.0.min.js','/local/templates/varton/js/slick.min.js','/local/templates/varton/js/script.js']);</script>
	<script type="text/javascript" src="/local/templates/varton/js/jquery-3.6.0.min.js?167890123489795"></script>
	<script type="text/javascript" src="/local/templates/varton/js/slick.min.js?167890123442863"></script>
	<script type="text/javascript" src="/local/templates/varton/js/script.js?17091234569876"></script>
	<script async src="https://mc.yandex.ru/metrika/tag.js"></script>
	<script type="text/javascript">
	window.ym = window.ym || function(){(window.ym.a = window.ym.a || []).push(arguments)}; window.ym.l = 1 * new Date();
	ym(91234567, "init", { clickmap:true, trackLinks:true, accurateTrackBounce:true, webvisor:true });
	</script>
</head>`;

const header = `<body>
<div id="panel"></div>
<header class="header">
	<div class="container header__inner">
		<a href="/" class="header__logo"><img src="/local/templates/varton/images/logo.svg" alt="ВАРТОН — встраиваемая техника"></a>
		<div class="header__phone"><a href="tel:88005550147">8 800 555-01-47</a><span>Бесплатно по России</span></div>
		<nav class="header__menu">
			<ul>
				<li><a href="/catalog/">Каталог</a></li>
				<li><a href="/where-to-buy/">Где купить</a></li>
				<li><a href="/service/">Сервис</a></li>
				<li><a href="/about/">О компании</a></li>
				<li><a href="/news/">Новости</a></li>
				<li><a href="/dealers/">Дилерам</a></li>
				<li><a href="/contacts/">Контакты</a></li>
			</ul>
		</nav>
	</div>
</header>
<main class="main">`;

const footer = `</main>
<footer class="footer">
	<div class="container">
		<div class="footer__cols">
			<div class="footer__col">
				<p class="footer__title">Покупателям</p>
				<ul>
					<li><a href="/where-to-buy/">Где купить</a></li>
					<li><a href="/service/">Сервисные центры</a></li>
					<li><a href="/service/warranty/">Гарантия</a></li>
					<li><a href="/catalog/instructions/">Инструкции</a></li>
				</ul>
			</div>
			<div class="footer__col">
				<p class="footer__title">Компания</p>
				<ul>
					<li><a href="/about/">О компании</a></li>
					<li><a href="/news/">Новости</a></li>
					<li><a href="/dealers/">Стать дилером</a></li>
					<li><a href="/policy/">Политика конфиденциальности</a></li>
				</ul>
			</div>
			<div class="footer__col footer__social">
				<p class="footer__title">Мы в соцсетях</p>
				<a href="https://vk.com/varton_tech" target="_blank" rel="nofollow">ВКонтакте</a>
				<a href="https://t.me/varton_tech" target="_blank" rel="nofollow">Telegram</a>
				<a href="https://dzen.ru/varton" target="_blank" rel="nofollow">Дзен</a>
			</div>
		</div>
		<p class="footer__copy">© 2008–2024 ООО «ВАРТОН». Липецк, ул. Краснознамённая, 12. ИНН 4825123456</p>
	</div>
</footer>
<script src="//code.jivosite.com/widget/Vt8kQ2mPz1" async></script>
<noscript><div><img src="https://mc.yandex.ru/watch/91234567" style="position:absolute; left:-9999px;" alt="" /></div></noscript>
</body>
</html>`;

const dealer = (name: string, addr: string, phone: string, extra: string) => `
			<div class="dealer-item">
				<div class="dealer-item__name">${name}</div>
				<div class="dealer-item__addr">${addr}</div>
				<div class="dealer-item__phone">${phone}</div>
				${extra}
			</div>`;

const pager = (cur: number) => `
		<div class="bx-pagination">
			<div class="bx-pagination-container">
				<ul>
					${cur === 1 ? '<li class="bx-active"><span>1</span></li><li><a href="/where-to-buy/page-2/"><span>2</span></a></li><li class="bx-pag-next"><a href="/where-to-buy/page-2/"><span>Вперёд</span></a></li>' : '<li class="bx-pag-prev"><a href="/where-to-buy/"><span>Назад</span></a></li><li><a href="/where-to-buy/"><span>1</span></a></li><li class="bx-active"><span>2</span></li>'}
				</ul>
			</div>
		</div>`;

const wtbTop = `
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <span>Где купить</span></div>
		<h1>Где купить технику ВАРТОН</h1>
		<p>Технику ВАРТОН можно купить у официальных дилеров и в крупных интернет-магазинах. Официальные дилеры предоставляют расширенную гарантию 3 года и помогают с установкой.</p>
		<form class="wtb-filter" action="/where-to-buy/" method="get">
			<select name="city">
				<option value="">Все города</option>
				<option value="moskva">Москва</option>
				<option value="spb">Санкт-Петербург</option>
				<option value="ekb">Екатеринбург</option>
				<option value="nsk">Новосибирск</option>
				<option value="kzn">Казань</option>
				<option value="krd">Краснодар</option>
			</select>
			<button type="submit">Показать</button>
		</form>`;

export const site: CorpusSite = {
  domain: 'varton.ru',
  covers:
    'Russian 1C-Bitrix site of a built-in kitchen appliance maker: a city-grouped "where to buy" list paginated over two SEF pages, some dealers linking to internal detail pages that link out, some with the site written as text, one with none, plus online retailers/marketplaces; name-only service centres, component suppliers and an industry association on the about page, a trade-fair news item and a "become a dealer" page without partners.',
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=UTF-8',
        'x-powered-by': 'PHP/8.1.27',
        'x-powered-cms': 'Bitrix Site Manager (a1b2c3d4e5f60718293a4b5c6d7e8f90)',
        'set-cookie':
          'BITRIX_SM_SALE_UID=8f3a2c1d9e7b6a5f4e3d2c1b0a9f8e7d; expires=Mon, 03-Mar-2025 10:12:25 GMT; Max-Age=31104000; path=/',
      },
      html: `${head('ВАРТОН — встраиваемая кухонная техника')}
${header}
	<section class="main-slider">
		<div class="main-slider__item">
			<h1>Тихие вытяжки ВАРТОН серии Silent</h1>
			<p>Уровень шума от 38 дБ. Сборка в Липецке, гарантия 3 года.</p>
			<a href="/catalog/vytyazhki/" class="btn">В каталог</a>
		</div>
		<div class="main-slider__item">
			<h2>Индукционные панели с функцией Bridge</h2>
			<a href="/catalog/varochnye-paneli/" class="btn">Подробнее</a>
		</div>
	</section>
	<section class="container main-cats">
		<a href="/catalog/vytyazhki/" class="main-cats__item">Вытяжки</a>
		<a href="/catalog/varochnye-paneli/" class="main-cats__item">Варочные панели</a>
		<a href="/catalog/duhovye-shkafy/" class="main-cats__item">Духовые шкафы</a>
		<a href="/catalog/posudomoechnye-mashiny/" class="main-cats__item">Посудомоечные машины</a>
	</section>
	<section class="container main-wtb">
		<h2>Более 300 точек продаж в 64 городах России</h2>
		<p>Найдите ближайший салон или закажите технику в интернет-магазине.</p>
		<a href="/where-to-buy/" class="btn btn--outline">Где купить</a>
	</section>
	<section class="container main-news">
		<h2>Новости</h2>
		<div class="news-item"><span class="news-date">28.11.2023</span><a href="/news/mebel-2023/">ВАРТОН на выставке «Мебель-2023»</a></div>
	</section>
${footer}`,
    },
    '/where-to-buy/': {
      html: `${head('Где купить — ВАРТОН')}
${header}${wtbTop}
		<div class="dealers-list">
			<h2 class="dealers-city">Москва</h2>${dealer('<a href="/where-to-buy/kuhni-dom/">Салон «Кухни Дом»</a>', 'ул. Нижняя Красносельская, 35, стр. 9, ТЦ «Город мебели»', '+7 (495) 555-01-12', '<a href="/where-to-buy/kuhni-dom/" class="dealer-item__more">Подробнее</a>')}${dealer('«Техносфера Кухни»', 'Ленинградское ш., 16А, стр. 4', '+7 (495) 555-03-48', '<div class="dealer-item__site">Сайт: www.tehnosfera-k.ru</div>')}${dealer('Мебельный центр «Гранд»', 'Ленинградское ш., 25, 3 этаж, павильон 318', '+7 (495) 555-07-90', '<div class="dealer-item__site"><a href="https://grand-mebel.ru/" target="_blank" rel="nofollow">grand-mebel.ru</a></div>')}
			<h2 class="dealers-city">Санкт-Петербург</h2>${dealer('Встройка.ру', 'пр. Энгельса, 154, ТК «Гранд Каньон»', '+7 (812) 555-02-61', '<div class="dealer-item__site"><a href="https://vstroyka-spb.ru/?utm_source=varton&amp;utm_medium=wtb" target="_blank" rel="nofollow">Перейти на сайт</a></div>')}${dealer('<a href="/where-to-buy/kuhonny-dvor/">«Кухонный двор»</a>', 'ул. Фучика, 9, МЦ «Мебель-Холл»', '+7 (812) 555-04-15', '<a href="/where-to-buy/kuhonny-dvor/" class="dealer-item__more">Подробнее</a>')}${dealer('ИП Смирнов А. В.', 'Московский пр., 220, секция 12', '+7 (921) 555-88-07', '')}
		</div>${pager(1)}
	</div>
${footer}`,
    },
    '/where-to-buy/page-2/': {
      html: `${head('Где купить — ВАРТОН — страница 2')}
${header}${wtbTop}
		<div class="dealers-list">
			<h2 class="dealers-city">Екатеринбург</h2>${dealer('«Уральская техника»', 'ул. Щербакова, 4, ТЦ «Дирижабль»', '+7 (343) 555-06-30', '<div class="dealer-item__site"><a href="https://ural-tehnika.ru/" target="_blank" rel="nofollow">ural-tehnika.ru</a></div>')}
			<h2 class="dealers-city">Новосибирск</h2>${dealer('«Сибирь Кухни»', 'ул. Фрунзе, 238', '+7 (383) 555-01-94', '<div class="dealer-item__site">Сайт: sibkuhni.ru</div>')}
			<h2 class="dealers-city">Казань</h2>${dealer('«Казань Интерьер»', 'пр. Ямашева, 46/33', '+7 (843) 555-02-77', '<div class="dealer-item__site"><a href="https://kazan-interior.ru/" target="_blank" rel="nofollow">kazan-interior.ru</a></div>')}
			<h2 class="dealers-city">Краснодар</h2>${dealer('«Юг-Встройка»', 'ул. Уральская, 79/1', '+7 (861) 555-05-52', '<div class="dealer-item__site"><a href="https://yug-vstroyka.ru/" target="_blank" rel="nofollow">yug-vstroyka.ru</a></div>')}
			<h2 class="dealers-city">Интернет-магазины</h2>
			<div class="online-shops">
				<a href="https://www.mvideo.ru/brand/varton" target="_blank" rel="nofollow"><img src="/upload/iblock/3f2/mvideo.png" alt="М.Видео"></a>
				<a href="https://www.dns-shop.ru/catalog/brand/varton/" target="_blank" rel="nofollow"><img src="/upload/iblock/a81/dns.png" alt="DNS"></a>
				<a href="https://www.citilink.ru/brands/varton/" target="_blank" rel="nofollow"><img src="/upload/iblock/c07/citilink.png" alt="Ситилинк"></a>
				<a href="https://www.ozon.ru/brand/varton-100234567/" target="_blank" rel="nofollow"><img src="/upload/iblock/d19/ozon.png" alt="Ozon"></a>
				<a href="https://www.wildberries.ru/brands/varton" target="_blank" rel="nofollow"><img src="/upload/iblock/e44/wb.png" alt="Wildberries"></a>
			</div>
		</div>${pager(2)}
	</div>
${footer}`,
    },
    '/where-to-buy/kuhni-dom/': {
      html: `${head('Салон «Кухни Дом» — Где купить — ВАРТОН')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <a href="/where-to-buy/">Где купить</a> / <span>Салон «Кухни Дом»</span></div>
		<h1>Салон «Кухни Дом»</h1>
		<div class="dealer-detail">
			<p><b>Статус:</b> официальный дилер ВАРТОН с 2015 года</p>
			<p><b>Адрес:</b> Москва, ул. Нижняя Красносельская, 35, стр. 9, ТЦ «Город мебели», 2 этаж</p>
			<p><b>Телефон:</b> +7 (495) 555-01-12</p>
			<p><b>Режим работы:</b> ежедневно 10:00–21:00</p>
			<p><b>Сайт:</b> <a href="https://kuhni-dom.ru/" target="_blank" rel="nofollow">kuhni-dom.ru</a></p>
			<p>В салоне представлена вся линейка вытяжек и варочных панелей ВАРТОН, работает демонстрационная кухня.</p>
		</div>
		<a href="/where-to-buy/">← Вернуться к списку</a>
	</div>
${footer}`,
    },
    '/where-to-buy/kuhonny-dvor/': {
      html: `${head('«Кухонный двор» — Где купить — ВАРТОН')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <a href="/where-to-buy/">Где купить</a> / <span>«Кухонный двор»</span></div>
		<h1>«Кухонный двор»</h1>
		<div class="dealer-detail">
			<p><b>Статус:</b> официальный дилер, авторизованный установщик</p>
			<p><b>Адрес:</b> Санкт-Петербург, ул. Фучика, 9, МЦ «Мебель-Холл»</p>
			<p><b>Телефон:</b> +7 (812) 555-04-15</p>
			<p><b>Сайт:</b> <a href="https://www.kuhdvor.ru/" target="_blank" rel="nofollow">www.kuhdvor.ru</a></p>
		</div>
		<a href="/where-to-buy/">← Вернуться к списку</a>
	</div>
${footer}`,
    },
    '/service/': {
      html: `${head('Сервисные центры — ВАРТОН')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <span>Сервис</span></div>
		<h1>Авторизованные сервисные центры</h1>
		<p>Гарантийный и постгарантийный ремонт техники ВАРТОН выполняют авторизованные сервисные центры. Перед обращением подготовьте гарантийный талон и чек.</p>
		<table class="service-table">
			<tr><th>Город</th><th>Сервисный центр</th><th>Адрес</th><th>Телефон</th></tr>
			<tr><td>Москва</td><td>СЦ «Бытсервис-Москва»</td><td>ул. Электродная, 2, стр. 12</td><td>+7 (495) 555-09-33</td></tr>
			<tr><td>Санкт-Петербург</td><td>СЦ «Невский ремонт»</td><td>ул. Седова, 11</td><td>+7 (812) 555-06-71</td></tr>
			<tr><td>Липецк</td><td>Сервисный отдел ВАРТОН</td><td>ул. Краснознамённая, 12</td><td>+7 (4742) 55-50-10</td></tr>
			<tr><td>Екатеринбург</td><td>ООО «Урал-Сервис»</td><td>ул. Малышева, 145</td><td>+7 (343) 555-02-20</td></tr>
		</table>
		<p>Горячая линия сервиса: <a href="tel:88005550147">8 800 555-01-47</a>, <a href="mailto:service@varton.ru">service@varton.ru</a></p>
	</div>
${footer}`,
    },
    '/about/': {
      html: `${head('О компании — ВАРТОН')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <span>О компании</span></div>
		<h1>О компании</h1>
		<p>ВАРТОН производит встраиваемую кухонную технику в Липецке с 2008 года. Площадь производства — 14 000 м², в год выпускаем более 180 000 изделий.</p>
		<h2>Комплектующие</h2>
		<p>Мы используем комплектующие ведущих производителей: двигатели <a href="https://www.ebmpapst.com/" target="_blank" rel="nofollow">ebm-papst</a> в вытяжках серии Silent и стеклокерамику <a href="https://www.schott.com/ru-ru/" target="_blank" rel="nofollow">SCHOTT CERAN®</a> в варочных панелях.</p>
		<h2>Членство</h2>
		<p>ООО «ВАРТОН» — член <a href="https://www.ratek.org/" target="_blank" rel="nofollow">Российской ассоциации торговых компаний и производителей электробытовой и компьютерной техники (РАТЭК)</a>.</p>
		<h2>Награды</h2>
		<ul>
			<li>«Марка №1 в России» — 2022, номинация «Встраиваемые вытяжки»</li>
			<li>Лауреат конкурса «100 лучших товаров России» — 2021</li>
		</ul>
	</div>
${footer}`,
    },
    '/news/mebel-2023/': {
      html: `${head('ВАРТОН на выставке «Мебель-2023» — Новости')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <a href="/news/">Новости</a> / <span>ВАРТОН на выставке «Мебель-2023»</span></div>
		<h1>ВАРТОН на выставке «Мебель-2023»</h1>
		<div class="news-detail">
			<span class="news-date">28.11.2023</span>
			<p>С 20 по 24 ноября ВАРТОН представил новую серию индукционных панелей на международной выставке «Мебель-2023» в ЦВК «<a href="https://www.expocentr.ru/" target="_blank" rel="nofollow">Экспоцентр</a>».</p>
			<p>На стенде побывали более 1 500 посетителей, было подписано 27 новых дилерских соглашений. Список дилеров обновляется в разделе <a href="/where-to-buy/">«Где купить»</a>.</p>
		</div>
	</div>
${footer}`,
    },
    '/dealers/': {
      html: `${head('Дилерам — ВАРТОН')}
${header}
	<div class="container">
		<div class="breadcrumbs"><a href="/">Главная</a> / <span>Дилерам</span></div>
		<h1>Станьте дилером ВАРТОН</h1>
		<ul class="benefits">
			<li>Наценка до 35% при рекомендованной розничной цене</li>
			<li>Демонстрационные образцы со скидкой 50%</li>
			<li>Размещение в разделе «Где купить» и на карте дилеров</li>
			<li>Обучение продавцов и установщиков</li>
		</ul>
		<p>Уже более 300 партнёров в 64 городах России продают технику ВАРТОН.</p>
		<form class="dealer-form" action="/dealers/" method="post">
			<input type="hidden" name="sessid" value="5e1f2a3b4c6d7e8f9a0b1c2d3e4f5a6b">
			<input type="text" name="COMPANY" placeholder="Название компании">
			<input type="text" name="CITY" placeholder="Город">
			<input type="tel" name="PHONE" placeholder="Телефон">
			<button type="submit">Отправить заявку</button>
		</form>
	</div>
${footer}`,
    },
  },
  sitemap: [
    '/',
    '/where-to-buy/',
    '/where-to-buy/page-2/',
    '/where-to-buy/kuhni-dom/',
    '/where-to-buy/kuhonny-dvor/',
    '/service/',
    '/about/',
    '/news/mebel-2023/',
    '/dealers/',
  ],
  technologies: ['1c-bitrix', 'php', 'nginx', 'jquery', 'slick', 'yandex-metrika', 'jivochat'],
  partners: {
    'kuhni-dom.ru': 'channel',
    'tehnosfera-k.ru': 'channel',
    'grand-mebel.ru': 'channel',
    'vstroyka-spb.ru': 'channel',
    'kuhdvor.ru': 'channel',
    'ural-tehnika.ru': 'channel',
    'sibkuhni.ru': 'channel',
    'kazan-interior.ru': 'channel',
    'yug-vstroyka.ru': 'channel',
    'mvideo.ru': 'channel',
    'dns-shop.ru': 'channel',
    'citilink.ru': 'channel',
    'ozon.ru': 'channel',
    'wildberries.ru': 'channel',
  },
};
