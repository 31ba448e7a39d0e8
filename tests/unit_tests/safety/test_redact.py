"""Privacy redaction: every secret kind is found and replaced; ordinary numbers are untouched."""

from __future__ import annotations

import importlib

import pytest

from langmem_layers.errors import InvalidEnumError
from langmem_layers.safety import SECRET_KINDS, Redacted, contains_secret, placeholder, redact
from langmem_layers.safety.redact import cn_id_ok, iban_ok, luhn_ok

# kind -> (text, the secret value that must disappear)
SECRETS: dict[str, list[tuple[str, str]]] = {
    "private_key": [("key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7x\n-----END RSA PRIVATE KEY-----\nok",
                     "MIIEowIBAAKCAQEA7x"),
                    ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE truncated", "b3BlbnNzaC1rZXktdjE")],
    "jwt": [("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dBjftJeZ4CVPmB92K27uhbUJU1p1r done",
             "dBjftJeZ4CVPmB92K27uhbUJU1p1r")],
    "url_credentials": [("db at postgres://admin:S3cretPw@db.example.com:5432/app", "S3cretPw")],
    "anthropic_key": [("key sk-ant-api03-abcdefghijklmnopqrstuvwxyz012345", "abcdefghijklmnopqrstuvwxyz012345")],
    "openai_key": [("我的key是sk-proj-abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456789"),
                   ("OPENAI_API_KEY=sk-ABCDEFGHIJKLMNOPQRSTUVWX1234", "ABCDEFGHIJKLMNOPQRSTUVWX1234")],
    "stripe_key": [("stripe: sk_live_51Habcdefghijklmnop", "51Habcdefghijklmnop")],
    "aws_access_key": [("AKIAIOSFODNN7EXAMPLE是我的key", "IOSFODNN7EXAMPLE")],
    "aws_secret_key": [("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI")],
    "github_token": [("push with ghp_abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456789")],
    "slack_token": [("slack xoxb-123456789012-abcdefghijkl", "123456789012-abcdefghijkl")],
    "google_api_key": [("maps key AIzaSyA1234567890abcdefghijklmnopqrstuv", "SyA1234567890abcdefghijklmnopqrstuv")],
    "bearer_token": [("Authorization: Bearer abcdef1234567890abcdef", "abcdef1234567890abcdef")],
    "password": [("我的密码是Abc@12345", "Abc@12345"), ("password: hunter2!", "hunter2"), ("pwd=qwerty99", "qwerty99"),
                 ("login bob / pass: Qw3rty!!", "Qw3rty"),
                 ("登录密码：Zx9#kk", "Zx9#kk"), ("My password is Tr0ub4dor", "Tr0ub4dor"),
                 ("wifi 密码是 88886666", "88886666")],
    "verification_code": [("验证码是 482913", "482913"), ("your verification code is 553311", "553311"),
                          ("OTP: 839201", "839201")],
    "cvv": [("信用卡背面 CVV 737", "737"), ("安全码是 0429", "0429")],
    "api_key": [("api_key=9f8e7d6c5b4a39281", "9f8e7d6c5b4a39281"), ("client_secret: 'Zq81-xv0p-77kk'", "Zq81-xv0p"),
                ("密钥是 ab12cd34ef56", "ab12cd34ef56")],
    "im_account": [("QQ号 123456789", "123456789"), ("微信号：wxid_abc123", "wxid_abc123")],
    "passport": [("护照号码 E12345678", "E12345678"), ("passport no. X1234567", "X1234567")],
    "cn_id": [("身份证11010519491231002X", "11010519491231002X"), ("ID: 440524198001010013", "440524198001010013"),
              ("身份证号110105199003071231(校验位写错了)", "110105199003071231")],
    "bank_card": [("卡号 6222 0212 3456 7890 128", "7890 128"), ("pay with 4111-1111-1111-1111", "4111-1111"),
                  ("银行卡号是6228480402564890018", "6228480402564890018"),
                  ("我的工资卡 6222 0212 3456 7890 128", "6222 0212 3456 7890 128")],
    "iban": [("IBAN DE89 3704 0044 0532 0130 00", "3704 0044"), ("GB82WEST12345698765432", "GB82WEST12345698765432")],
    "ssn": [("SSN 123-45-6789", "123-45-6789"), ("social security number: 078051120", "078051120")],
    "email": [("mail me at li.lei@example.com", "li.lei@example.com"),
              ("邮箱zhang_san@qq.com是工作邮箱", "zhang_san@qq.com")],
    "phone": [("我的手机号是13812345678", "13812345678"), ("手机 138-1234-5678", "1234-5678"),
              ("+86 139 0013 8000", "0013 8000"), ("手机 1 3 8 1 2 3 4 5 6 7 8", "5 6 7 8"),
              ("打我电话一三八一二三四五六七八", "一三八一二三四五六七八"), ("电话 62345678", "62345678"),
              ("tel: 2345 678", "2345 678")],
    "landline": [("座机 010-62345678", "62345678"), ("office (021)61234567", "61234567"),
                 ("call 0755 2345 6789", "2345 6789")],
    "intl_phone": [("call +44 20 7946 0958", "7946 0958"), ("call me on 07700 900123", "900123"),
                   ("my phone is +1 617 555 0134", "555 0134"), ("tel: (415) 555-2671", "555-2671")],
    "secret_token": [("my token 8f14e45fceea167a5a36dedd4bea2543", "8f14e45fceea167a5a36dedd4bea2543"),
                     ("session XTM90PYWDgfgDdAy2gIgF6Kboxv5ljCw ok", "XTM90PYWDgfgDdAy2gIgF6Kboxv5ljCw")],
    "ipv4": [("server 192.168.1.20", "192.168.1.20"), ("IP是10.0.0.1", "10.0.0.1")],
    # issue 12 finding 6: passphrases, webhook URLs, street addresses
    "passphrase": [("my passphrase is 'amber fox sleeps 42'", "amber fox sleeps 42"),
                   ("助记词：river stone maple quartz eleven window", "river stone maple quartz"),
                   ("保险箱的暗号是“大雁南飞三千里”", "大雁南飞三千里")],
    "webhook_url": [("alerts: https://hooks.slack.com/services/T0ZZ11/B0YY22/aBc123dEf456gHi789", "aBc123dEf456"),
                    ("https://example.org/api/items?limit=5&api_key=ZZ91xx42kk", "ZZ91xx42kk")],
    "street_address": [("I live at 12 Oakfield Road, Apt 4", "12 Oakfield Road"),
                       ("寄到海淀区中关村大街27号", "中关村大街27号")],
}

BENIGN = [
    "2024年买的,价格12999元,预算八千",
    "预算从五千改成八千",
    "订单号20240115123456",
    "日期 2025-03-01,时间 14:30",
    "版本 1.2.3.4 发布,chromadb 1.5.9",
    "ISBN 978-7-111-12345-6",
    "I paid $1,299.99 on 2024-05-06",
    "room 1203, floor 12, 3 nights",
    "我1990年出生,身高175,体重65公斤",
    "ID 123456789012345678",  # 18 digits, bad checksum
    "card 4111 1111 1111 1112",  # fails Luhn, no cue
    "快递单号 SF1234567890123",
    "wifi密码是多少?",
    "The password is required",
    "the token economics of LLMs",
    "坐标 31.2304, 121.4737",
    "会议在 3 点, 共 25 人, 预算 8000 元",
    "my boarding pass is 12A, gate 33",
    "tracking number 1Z999AA10123456784",
    "订单号 202401150001,已发货",
    "我的学号是 2019301234,邮编 100080",
    "I was born in 1985 and moved in 2010",
    "微信号是什么?",
    "Python 3.11 and numpy 2.4.6",
    "我的电话费每月 128 元",
    "hotel: 12345678 stars? no, 4 stars",
    "用户喜欢的书是 TheLordOfTheRings2001EditionCollectorsSet",
    "https://github.com/langchain-ai/langgraph/blob/main/libs/langgraph/langgraph/graph/state.py",
    "二〇二四年一月五日,一二三四五六七八九十",
    "excellent 12345678",
    "手机 iPhone 15 售价 5999",
    "电话会议在3点",
]


def _cases() -> list[tuple[str, str, str]]:
    return [(kind, text, secret) for kind, items in SECRETS.items() for text, secret in items]


@pytest.mark.parametrize(("kind", "text", "secret"), _cases())
def test_each_secret_kind_is_redacted(kind: str, text: str, secret: str) -> None:
    result = redact(text)
    assert kind in result.kinds, (kind, result)
    assert secret not in result.text
    assert placeholder(kind) in result.text


def test_covers_at_least_twenty_kinds() -> None:
    assert len(SECRETS) >= 20
    assert set(SECRETS) == set(SECRET_KINDS)  # every kind the library knows has a test


@pytest.mark.parametrize("text", BENIGN)
def test_benign_numbers_untouched(text: str) -> None:
    result = redact(text)
    assert result.kinds == (), result
    assert result.text == text


def test_labels_are_kept_and_kinds_ordered_by_appearance() -> None:
    result = redact("手机13812345678,邮箱 a@b.co,密码: pass1234")
    assert result.text == "手机[REDACTED:phone],邮箱 [REDACTED:email],密码: [REDACTED:password]"
    assert result.kinds == ("phone", "email", "password")
    assert isinstance(result, Redacted) and result.changed


def test_kinds_are_configurable_email_off() -> None:
    no_email = [k for k in SECRET_KINDS if k != "email"]
    result = redact("a@b.co 13812345678", kinds=no_email)
    assert result.text == "a@b.co [REDACTED:phone]"
    assert redact("a@b.co 13812345678", kinds=["email"]).kinds == ("email",)
    with pytest.raises(InvalidEnumError):
        redact("x", kinds=["telepathy"])


def test_obfuscated_secrets_are_found() -> None:
    assert "phone" in redact("手机１３８１２３４５６７８").kinds  # full-width digits
    assert "phone" in redact("手机138\u200b1234\u200b5678").kinds  # zero-width spaces


def test_bad_input_never_raises() -> None:
    assert redact(None).text == ""  # type: ignore[arg-type]
    assert redact("").kinds == ()
    assert redact("\x00abc").text == "abc"
    assert not contains_secret("今天天气不错")
    assert contains_secret("pwd=qwerty99")
    huge = "数字 " * 20_000 + "13812345678"
    assert redact(huge).kinds == ("phone",)


def test_validators() -> None:
    assert cn_id_ok("11010519491231002X") and not cn_id_ok("110105194912310021")
    assert not cn_id_ok("110105194913310020")  # month 13
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112") and not luhn_ok("0000000000000000")
    assert iban_ok("DE89 3704 0044 0532 0130 00") and not iban_ok("DE88 3704 0044 0532 0130 00")


def test_placeholders_are_stable_under_a_second_pass() -> None:
    once = redact("密码: pass1234 卡号 6222021234567890128")
    assert redact(once.text).text == once.text


def test_cue_lists_are_overridable(monkeypatch: pytest.MonkeyPatch) -> None:
    redact_module = importlib.import_module("langmem_layers.safety.redact")  # the package re-exports the function

    assert redact("暗码: zz9911").kinds == ()
    monkeypatch.setattr(redact_module, "PASSWORD_CUES", (*redact_module.PASSWORD_CUES, "暗码"))
    monkeypatch.setattr(redact_module, "SECRET_RULES", redact_module.build_rules())
    assert redact("暗码: zz9911").text == "暗码: [REDACTED:password]"


# review fix: verb separators, a bare space after the cue and the short cues all reach the value, never the next word
PASSWORD_PHRASINGS = [
    ("我把密码改成了 Tr0ub4dor3，一定要记住", "Tr0ub4dor3"),
    ("I always want my password to be 'correcthorse77'", "correcthorse77"),
    ("I prefer my password to be 'correcthorse'", "correcthorse"),
    ("密码改为abc123456", "abc123456"),
    ("密码设置为 Qw3rty!!", "Qw3rty"),
    ("pw: Tr0ub4dor", "Tr0ub4dor"),
    ("我的支付宝密码 135790 记住", "135790"),
    ("口令 zx81kk", "zx81kk"),
    ("my passcode changed to 7788aa", "7788aa"),
    ("my password is now hunter22", "hunter22"),
]


@pytest.mark.parametrize(("text", "secret"), PASSWORD_PHRASINGS)
def test_password_phrasings_are_redacted(text: str, secret: str) -> None:
    result = redact(text)
    assert result.kinds == ("password",), result
    assert secret not in result.text


def test_password_set_to_redacts_the_value_not_the_verb() -> None:
    assert redact("my password is set to Tr0ub4dor").text == "my password is set to [REDACTED:password]"


@pytest.mark.parametrize("text", [
    "我想把密码改成更安全的", "my password is set to expire next week", "I changed my password 3 times",
    "密码 忘了怎么办", "password manager recommendations", "the pw field is empty",
])
def test_password_talk_without_a_value_is_untouched(text: str) -> None:
    assert redact(text).kinds == (), redact(text)


# issue 12 finding 6: secrets glued to their cue, passphrases, webhook URLs, street addresses (own examples; the
# held-out batches of benchmarks/data/secrets_*.jsonl are measured by benchmarks/secrets.py, never copied here)
GLUED_AND_NEW_KINDS = [
    ("password", "我的邮箱密码Qk7#pp19一直没改", "Qk7#pp19"),
    ("password", "unlock code: passcodeRiver7!x", "River7!x"),
    ("password", "pwd->Gh5512zz for the NAS", "Gh5512zz"),
    ("password", "admin password is: =  Yy31_redfish", "Yy31_redfish"),
    ("password", "locker passcode#00451928", "00451928"),
    ("passphrase", "the recovery phrase was: oak ember violet canyon ninety", "oak ember violet canyon ninety"),
    ("passphrase", "the vault pass phrase, if I recall, is 'blue kettle under moss'", "blue kettle under moss"),
    ("passphrase", "钱包的种子词是 山川 河流 月亮 星辰 风雨 雷电", "山川 河流 月亮 星辰"),
    ("passphrase", "我们家的口令句是 今天吃饺子明天吃面条 ,记住", "今天吃饺子明天吃面条"),
    ("webhook_url", "钉钉群 https://oapi.dingtalk.com/robot/send?access_token=ab12cd34ef56ab12cd34", "ab12cd34ef56"),
    ("webhook_url", "post to https://discord.com/api/webhooks/99887766554433/Xy_12-abCDef34gh", "Xy_12-abCDef34gh"),
    ("webhook_url", "signed: https://cdn.example.net/f.zip?Expires=99&Signature=Qw9e8r7t6y5u", "Qw9e8r7t6y5u"),
    ("street_address", "send it to 4471 N Cedar Blvd, Suite 210, Fairview", "4471 N Cedar Blvd"),
    ("street_address", "our office: 9 Harbor Lane #3A", "9 Harbor Lane"),
    ("street_address", "我住在徐汇区漕溪北路595号2栋1802室", "漕溪北路595号"),
    ("street_address", "他家在西城区西四北三条胡同12号院", "胡同12号院"),
]


@pytest.mark.parametrize(("kind", "text", "secret"), GLUED_AND_NEW_KINDS)
def test_glued_passwords_passphrases_webhooks_and_addresses(kind: str, text: str, secret: str) -> None:
    result = redact(text)
    assert kind in result.kinds, result
    assert secret not in result.text, result


NEW_KIND_LOOKALIKES = [
    "I keep forgetting my password, every single time",
    "passwordless login is the future",
    "密码学这门课挺难的",
    "我的密码管理器很好用",
    "is a passphrase better than a password?",
    "my passphrase is not written down anywhere",
    "助记词是什么意思?",
    "the recovery phrase is stored in my safe",
    "she said 'see you in the morning' and left",
    "https://docs.djangoproject.com/en/5.0/topics/auth/passwords/",
    "https://github.com/org/repo/issues?q=token+refresh",
    "docs on webhooks: https://docs.github.com/en/webhooks",
    "https://example.com/search?key=hello",
    "坐地铁10号线到人民广场",
    "中山路步行街很热闹",
    "第3章第12节讲得很好",
    "I walked along Oxford Street yesterday",
    "Route 66 is iconic, and so is Highway 1",
    "we had 3 kids in Room 12",
    "chapter 221 of the book",
    "ordered 2 Large Pizzas and 3 Small Salads",
]


@pytest.mark.parametrize("text", NEW_KIND_LOOKALIKES)
def test_new_kind_lookalikes_are_untouched(text: str) -> None:
    assert redact(text).kinds == (), redact(text)


def test_addresses_can_be_kept() -> None:
    kinds = [k for k in SECRET_KINDS if k != "street_address"]
    text = "I live at 12 Oakfield Road, my pwd=Zz99aa11"
    assert redact(text, kinds).text == "I live at 12 Oakfield Road, my pwd=[REDACTED:password]"
    assert redact(text).kinds == ("street_address", "password")


def test_webhook_url_is_redacted_whole_and_plain_urls_stay() -> None:
    out = redact("see https://hooks.zapier.com/hooks/catch/123456/ab9cd8/ now.").text
    assert out == "see [REDACTED:webhook_url] now."
    plain = "read https://docs.python.org/3/library/re.html, then https://example.com/a?b=c"
    assert redact(plain).text == plain


# issue 12, second round: any separator or bracket after a password label, passphrase labels for agreed phrases and
# numbered seeds, push URLs whose token is the path, webhook hosts, lettered house numbers (examples of our own)
SEPARATORS_AND_LABELS = [
    ("password", "保险箱口令——5521#ab，别外传", "5521#ab"),
    ("password", "家里wifi密码【home_9931】贴在冰箱上", "home_9931"),
    ("password", "gate pin code | 4417, thanks", "4417"),
    ("password", "邮箱密码（旧的）Ab12cd34 已经不用了", "Ab12cd34"),
    ("password", "locker passcode – 660213 until Friday", "660213"),
    ("passphrase", "家里约定的暗语是“月亮不睡觉”，陌生来电先问这个", "月亮不睡觉"),
    ("passphrase", "the code phrase is 'blue heron at noon' if someone calls", "blue heron at noon"),
    ("passphrase", "our code words are: maple river copper sunrise", "maple river copper sunrise"),
    ("passphrase", "24-word seed: alpha / bravo / candle / delta / ember / fossil", "candle / delta / ember"),
    ("passphrase", "钱包助记词(备份)velvet tiger orbit lemon canyon frost 在抽屉里", "velvet tiger orbit lemon"),
    ("passphrase", "backup passphrase = every 3 owls hunt quietly", "every 3 owls hunt quietly"),
    ("passphrase", "ssh key passphrase → `copper-fjord-lamp-31`", "copper-fjord-lamp-31"),
    ("webhook_url", "alerts go to https://push.example.cn/XyZ12abCDef34GHij56KLmn.send?text=hi daily",
     "XyZ12abCDef34GHij56KLmn"),
    ("webhook_url", "teams hook https://fabrikam.webhook.office.com/webhookb2/aaaa1111-2222-3333-4444-555566667777"
                    "@bbbb2222/IncomingWebhook/0a1b2c3d4e5f6a7b8c9d/cccc3333", "0a1b2c3d4e5f6a7b8c9d"),
    ("street_address", "ship it to 14-C Maple Ave, please", "14-C Maple Ave"),
]


@pytest.mark.parametrize(("kind", "text", "secret"), SEPARATORS_AND_LABELS)
def test_odd_separators_brackets_passphrase_labels_path_tokens_and_lettered_numbers(
        kind: str, text: str, secret: str) -> None:
    result = redact(text)
    assert kind in result.kinds, result
    assert secret not in result.text, result


SEPARATOR_LOOKALIKES = [
    "the password-protected PDF is on the shared drive",
    "PIN (optional) can be left blank on the form",
    "pwd is also handy in shell scripts",
    "Password | Required | Description",
    "密码（至少8位）要包含大小写字母",
    "口令——这个词在古代指军中的暗号",
    "暗语这个词挺有意思的",
    "the code word for this sprint is teamwork",
    "our code review phrase is always 'ship it'",
    "the 12-word seed is stored offline in a safe",
    "seed funding closed last week, 'a big win' said the CEO",
    "see https://github.com/acme/tool/commit/3f9c2a7b1d4e5f60718293a4b5c6d7e8f9012345 for the fix",
    "guide: https://example.com/blog/how-to-store-passwords-safely-2024",
    "https://www.youtube.com/watch/dQw4w9WgXcQ is a classic",
    "Room 27-B is the lab next to the kitchen",
    "I'm at 3-D printing class on 5th",
]


@pytest.mark.parametrize("text", SEPARATOR_LOOKALIKES)
def test_separator_and_label_lookalikes_are_untouched(text: str) -> None:
    assert redact(text).kinds == (), redact(text)
